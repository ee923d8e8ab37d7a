/**
 * portal §2 Routes by name. The paths themselves are the contract's (schemas/portal-shell.ts
 * PortalRoute: "route paths are fixed as listed", docs/decisions.md "Portal routes"); the router base
 * is the site root.
 */
import type { PortalRoute } from '../../../schemas/portal-shell.js';

export const PATHS = {
  ROOT: '/',
  DASHBOARD: '/dashboard',
  AGREEMENT: '/electricity-agreement',
  INVOICES: '/invoices',
  ANALYSIS: '/analysis',
  ACCOUNT: '/account',
  LOGIN: '/login',
  MY_HOME: '/my-home',
  FAQ: '/faq',
  FATAL: '/fatal',
} as const satisfies Record<string, PortalRoute | '/'>;

export type PortalPath = (typeof PATHS)[keyof typeof PATHS];
