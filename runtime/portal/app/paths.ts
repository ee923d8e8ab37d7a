/** portal §2 Routes: the fixed paths (docs/decisions.md "Portal routes"). The router base is the site root. */
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
} as const;

export type PortalPath = (typeof PATHS)[keyof typeof PATHS];
