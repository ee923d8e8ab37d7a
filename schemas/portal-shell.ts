/**
 * The portal's own value lists (portal §2): its routes, sidebar icons and FAQ topics. The portal
 * imports them; nothing else spells them.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/**
 * portal §2 Routes: "/ redirects to the dashboard. Routes: /dashboard, /electricity-agreement,
 * /invoices, /analysis, /account, /login, /my-home, /faq, /fatal". The router base is the site root.
 */
export const PortalRoute = z.enum(['/dashboard', '/electricity-agreement', '/invoices', '/analysis', '/account', '/login', '/my-home', '/faq', '/fatal']);
export type PortalRoute = z.infer<typeof PortalRoute>;

/** portal §2 Routes: every route except login and fatal requires authorisation. */
export const PUBLIC_PORTAL_ROUTES = ['/login', '/fatal'] as const satisfies readonly PortalRoute[];

/** portal §2 Shell: "Sidebar icons: dashboard, agreement, invoices, analysis, account, myHome, faq, signOut, info, arrowLeft, tool". */
export const SidebarIcon = z.enum(['dashboard', 'agreement', 'invoices', 'analysis', 'account', 'myHome', 'faq', 'signOut', 'info', 'arrowLeft', 'tool']);
export type SidebarIcon = z.infer<typeof SidebarIcon>;

/** portal §2 FAQ: "collapsible topics (invoices, agreements, app, misc, environment)". */
export const FaqTopic = z.enum(['invoices', 'agreements', 'app', 'misc', 'environment']);
export type FaqTopic = z.infer<typeof FaqTopic>;

export const portalShellDomain = defineDomain({
  name: 'portal-shell',
  spec: ['portal §2'],
  enums: { PortalRoute, SidebarIcon, FaqTopic },
  entities: {},
});
