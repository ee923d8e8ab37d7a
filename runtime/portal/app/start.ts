/**
 * portal §4 App start: the tenant's published configuration, then with a stored access key the user
 * (locations, then user data; a failure signs out), the language (stored, else the user's, else the
 * browser's, within the tenant's) and its translations. Any failure here is the start's error
 * screen, as a failed or empty translation load is (§8).
 */
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../../schemas/core/primitives.js';
import { createPortalApi, type PortalApi, type PortalApiOptions } from './api.js';
import { chatWidget } from '../components/chat-widget.js';
import type { PortalEnvironment } from './environment.js';
import { fetchCopy, loadTranslations, applyCopy, type Copy } from './i18n.js';
import { fetchUserData, Session, STORAGE } from './session.js';
import { loadTenant, type Tenant } from './tenant.js';

export { createI18n } from './i18n.js';

export interface Portal {
  readonly api: PortalApi;
  readonly tenant: Tenant;
  readonly session: Session;
  readonly i18n: I18n;
}

export interface StartOptions extends Omit<PortalApiOptions, 'onUnauthorized'> {
  readonly browserLanguage?: string;
}

export async function startPortal(environment: PortalEnvironment, i18n: I18n, options: StartOptions = {}): Promise<Portal> {
  const { browserLanguage = navigator.language, ...apiOptions } = options;
  // The API client is made first (the tenant is read through it); its 401 handler reaches the session made after.
  const made: { session?: Session } = {};
  const api = createPortalApi(environment, { ...apiOptions, onUnauthorized: () => made.session?.signOutLocally() });
  // The tenant, the user and the copy of the language chosen (else started in) last time are asked at
  // once; the copy is asked again only when the tenant or the user decide on another language.
  const tenantLoad = loadTenant(api.client, environment.organisation);
  tenantLoad.catch(() => undefined);
  const user = api.tokens.get() ? fetchUserData(api) : undefined;
  user?.catch(() => undefined);
  const stored = window.localStorage.getItem(STORAGE.LANGUAGE) ?? window.localStorage.getItem(STORAGE.STARTED_LANGUAGE);
  const guess: { language: string; copy: Promise<Copy> } | undefined = stored ? { language: stored, copy: fetchCopy(api.client, environment.organisation, stored) } : undefined;
  guess?.copy.catch(() => undefined);
  const tenant: Tenant = await tenantLoad;
  const session = new Session(api, tenant.languages);
  made.session = session;
  if (user) await session.loadUser(user);
  const language = session.chooseLanguage(browserLanguage, session.getSnapshot().userLanguage);
  await applyCopy(i18n, language, await (guess?.language === language ? guess.copy : fetchCopy(api.client, environment.organisation, language)));
  session.setLanguageState(language);
  window.localStorage.setItem(STORAGE.STARTED_LANGUAGE, language);
  return { api, tenant, session, i18n };
}

/** portal §4 language switch: the new language's copy, then the session and the chat widget, then the user (failures to save only logged). */
export async function switchLanguage(portal: Portal, language: Language): Promise<void> {
  await loadTranslations(portal.i18n, portal.api.client, portal.tenant.organisation, language);
  portal.session.setLanguageState(language);
  chatWidget.setLanguage(language);
  await portal.session.saveLanguage(language);
}
