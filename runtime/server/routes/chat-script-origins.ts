/**
 * The platform's chat widget script allow-list (issue 19 §5; docs/decisions.md "Chat widget script
 * allow-list"): a platform ADMIN keeps the origins, an organisation's feature flags may name a script
 * from one of them only, and the portal's Content-Security-Policy runs scripts from exactly these.
 */
import { ChatScriptOrigins, chatScriptAllowed, type FeatureFlagsPayload } from '../../../schemas/settings/feature-flags.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { CHAT_SCRIPT_ORIGINS_KEY, platformSetting } from '../repositories/platform-settings.js';

/** The allowed origins; none until an ADMIN lists some (a stored value that no longer parses allows none). */
export async function chatScriptOrigins(q: Queryable, lock = false): Promise<string[]> {
  const parsed = ChatScriptOrigins.shape.origins.safeParse(await platformSetting(q, CHAT_SCRIPT_ORIGINS_KEY, lock));
  return parsed.success ? parsed.data : [];
}

/** 400 chatScriptNotAllowed when a feature-flags payload names a chat script from another origin. */
export async function assertChatScriptAllowed(q: Queryable, payload: unknown): Promise<void> {
  const url = (payload as Partial<FeatureFlagsPayload> | undefined)?.portal?.chatWidgetScriptUrl;
  if (url === undefined) return;
  if (!chatScriptAllowed(url, await chatScriptOrigins(q))) throw problem('chatScriptNotAllowed', { values: { url }, data: { field: 'portal.chatWidgetScriptUrl' } });
}
