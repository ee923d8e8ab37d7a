/**
 * The portal's Content-Security-Policy sources beyond its own origin (docs/decisions.md "Security
 * headers"): the frames the tenant shows (portal §1, §2: the account, dashboard and agreement provider
 * pages, and the invoice viewer when invoices open in it) and the chat widget origins the platform
 * allows (issue 19 §5). Read from the published release this server also hands the portal, so a
 * change published shows in the policy on the same load as in the page.
 */
import { WEB_URL_PATTERN } from '../../../schemas/core/primitives.js';
import type { PortalTenantConfig } from '../../../schemas/settings/feature-flags.js';
import { copyTextsOfKeys } from '../repositories/copy.js';
import { providerConfig } from '../repositories/provider.js';
import { cachedPublicRelease } from '../routes/settings.js';
import { chatScriptOrigins } from '../routes/chat-script-origins.js';
import type { Services } from '../services.js';
import type { PagePolicy } from './security-headers.js';

/** The copy keys of the invoice viewer's base address (portal §2 Invoices; runtime/portal invoice-links.ts). */
export const INVOICE_VIEWER_KEYS = ['invoices.viewer.baseUrl', 'invoices.viewer.baseUrlTest'] as const;

/** The origin of a configured page address, if it is a web URL of the contract's kind. */
function originOf(url: unknown): string | undefined {
  return typeof url === 'string' && WEB_URL_PATTERN.test(url) ? new URL(url).origin : undefined;
}

/** Origins of the pages the tenant frames: each configured address, or the provider setting it names (organisations.ts getExternalUrl). */
async function frameOrigins(services: Services, organisation: string, portal: PortalTenantConfig): Promise<string[]> {
  const configured: string[] = [portal.accountIframeUrl, portal.dashboardIframeUrl, portal.agreementIframeUrl].filter((u): u is string => u !== undefined);
  if (portal.invoiceIframe) configured.push(...(await copyTextsOfKeys(services.db, INVOICE_VIEWER_KEYS, organisation)));
  const keys = configured.filter((u) => !/^https?:\/\//i.test(u));
  const provider = keys.length > 0 ? await providerConfig(services.db, organisation) : {};
  return configured.map((u) => originOf(/^https?:\/\//i.test(u) ? u : provider[u])).filter((o): o is string => o !== undefined);
}

export async function portalPolicy(services: Services): Promise<PagePolicy> {
  const organisation = services.config.organisation;
  const release = await cachedPublicRelease(services, organisation).catch(() => undefined);
  const portal = release?.featureFlags?.portal;
  const chat = release?.chatScriptOrigins ?? (await chatScriptOrigins(services.db));
  const frames = portal ? await frameOrigins(services, organisation, portal) : [];
  return {
    scriptSrc: chat,
    // A vendor's widget talks to its origin and draws its launcher and panel from there.
    connectSrc: chat,
    styleSrc: chat,
    fontSrc: chat,
    frameSrc: [...frames, ...chat],
    // Tenant images (login background, theme, tips) may be on any https host.
    imgSrc: ['https:'],
  };
}
