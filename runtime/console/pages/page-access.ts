/**
 * Who may open each of the console's own pages (not resources): the scopes whose calls the page
 * makes, and the console page flags (back-office §1, §2) that switch it on. The auth provider's
 * canAccess answers `{ resource: 'page:<name>', action: 'open' }` from here, so the menu offers a
 * page only to those scopes and only while its flags are on; the server refuses the calls anyway.
 * It loads with the session (the auth provider), not with the frame.
 */
import type { AdminScope } from '../../../schemas/admin.js';
import type { ConsolePageFlag } from '../../../schemas/settings/feature-flags.js';
import { access, CONSOLE_STAFF, CUSTOMER_STAFF, SEGMENT_EDITORS } from '../../../schemas/endpoints/access.js';

export interface PageAccess {
  readonly scopes: readonly AdminScope[];
  /** Bridge-context flags that must all be on in the organisation's latest feature flags release. */
  readonly flags?: readonly ConsolePageFlag[];
}

/**
 * back-office §1: "The customize page must be on for theme, modules and assets to be available" —
 * customize switches the whole group (docs/decisions.md "Console pages and their flags").
 */
export const CUSTOMIZE_GROUP = ['customize'] as const satisfies readonly ConsolePageFlag[];

export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  segments: { scopes: SEGMENT_EDITORS },
  /** The bridge search and fetch admit customer staff (schemas/endpoints/bridge.ts). */
  customers: { scopes: CUSTOMER_STAFF },
  /** The inbox composer: who may call messages/create and push/send (schemas/endpoints/messaging.ts). */
  messages: { scopes: access.inboxWrite.staff, flags: ['communication'] },
  /** Reading and answering an account's support messages admits customer staff (schemas/endpoints/support.ts). */
  'support-messages': { scopes: CUSTOMER_STAFF, flags: ['messaging'] },
  // Settings pages: every console scope reads drafts and releases (schemas/endpoints/settings.ts);
  // what each may change is decided on the page from the drafts' and releases' own access.
  releases: { scopes: CONSOLE_STAFF },
  theme: { scopes: CONSOLE_STAFF, flags: [...CUSTOMIZE_GROUP, 'theme'] },
  modules: { scopes: CONSOLE_STAFF, flags: [...CUSTOMIZE_GROUP, 'modules'] },
  'custom-favorites': { scopes: CONSOLE_STAFF, flags: ['customFavorites'] },
  'feature-flags': { scopes: CONSOLE_STAFF },
  'feature-configurations': { scopes: CONSOLE_STAFF },
  // Statistics and service status admit every console scope (the monitoring alerts only platform
  // staff, which the page checks itself); assets and signs are read by every console scope.
  statistics: { scopes: CONSOLE_STAFF },
  assets: { scopes: CONSOLE_STAFF, flags: [...CUSTOMIZE_GROUP, 'assets'] },
  signs: { scopes: CONSOLE_STAFF, flags: ['signs'] },
};

/** The flags a page needs that are not on; empty: the page is switched on. */
export function missingFlags(page: PageAccess | undefined, isOn: (flag: ConsolePageFlag) => boolean): ConsolePageFlag[] {
  return (page?.flags ?? []).filter((flag) => !isOn(flag));
}
