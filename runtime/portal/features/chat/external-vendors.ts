/**
 * External chat vendors (docs/decisions.md "Chat widget vendors"): each loads its script from
 * config.chatWidgetScriptUrl and starts with config.chatWidgetKey; the vendor draws its own launcher.
 * An adapter speaks the vendor's JavaScript API for the portal's three moments: start (with the
 * language), a language switch, sign-out. Anything missing or failing is an error the caller turns
 * into the built-in chat.
 */
import type { Language } from '../../../../schemas/core/primitives.js';
import { chatScriptAllowed } from '../../../../schemas/settings/feature-flags.js';
import type { ChatWidget } from '../../components/chat-widget.js';
import { loadScript, type LoadScriptOptions } from './load-script.js';

type VendorApi = (...args: unknown[]) => unknown;

interface ExternalVendor {
  /** The global the vendor's script defines. */
  readonly global: string;
  readonly scriptId?: string;
  /** Whether the widget starts only with config.chatWidgetKey. */
  readonly needsKey: boolean;
  /** The vendor's language code for a portal language. */
  locale(language: Language): string;
  boot(api: VendorApi, key: string, locale: string): void;
  setLocale(api: VendorApi, locale: string): void;
  shutdown(api: VendorApi): void;
}

/** Norwegian vendors know one Norwegian (Bokmål); Nynorsk readers get that, not English. */
const norwegianAs = (code: string) => (language: Language) => (language === 'nn' || language === 'nb' ? code : language);

export const EXTERNAL_VENDORS: Readonly<Record<string, ExternalVendor>> = {
  // developers.intercom.com, JavaScript API: boot with app_id, update, shutdown (clears the user's conversations).
  intercom: {
    global: 'Intercom',
    needsKey: true,
    locale: norwegianAs('nb'),
    boot: (api, key, locale) => api('boot', { app_id: key, language_override: locale }),
    setLocale: (api, locale) => api('update', { language_override: locale }),
    shutdown: (api) => api('shutdown'),
  },
  // developer.zendesk.com, messaging Web Widget: the snippet's key is in its URL; locale set, close, logoutUser.
  zendesk: {
    global: 'zE',
    scriptId: 'ze-snippet',
    needsKey: false,
    locale: norwegianAs('no'),
    boot: (api, _key, locale) => api('messenger:set', 'locale', locale),
    setLocale: (api, locale) => api('messenger:set', 'locale', locale),
    shutdown: (api) => {
      api('messenger', 'close');
      api('messenger', 'logoutUser');
    },
  },
};

export interface ExternalSetup {
  readonly vendor: string;
  readonly scriptUrl?: string;
  readonly key?: string;
  readonly language: Language;
  /** The platform's allow-list (tenant.chatScriptOrigins): a script from another origin is never loaded. */
  readonly allowedOrigins: readonly string[];
}

export interface ExternalDependencies {
  readonly load?: (url: string, options: LoadScriptOptions) => Promise<void>;
  readonly global?: Record<string, unknown>;
  readonly logger?: Pick<Console, 'error'>;
}

/** Loads and starts an external vendor's widget; rejects when it cannot (the caller shows the built-in chat). */
export async function startExternalVendor(setup: ExternalSetup, dependencies: ExternalDependencies = {}): Promise<ChatWidget> {
  const vendor = EXTERNAL_VENDORS[setup.vendor];
  if (!vendor) throw new Error(`Unknown chat vendor '${setup.vendor}'`);
  if (!setup.scriptUrl) throw new Error(`Chat vendor '${setup.vendor}' has no chatWidgetScriptUrl`);
  if (vendor.needsKey && !setup.key) throw new Error(`Chat vendor '${setup.vendor}' has no chatWidgetKey`);
  // The server refuses such a release and the page's policy blocks the script; this holds even when an older release slips through.
  if (!chatScriptAllowed(setup.scriptUrl, setup.allowedOrigins)) throw new Error(`Chat vendor '${setup.vendor}': ${setup.scriptUrl} is not from an origin the platform allows`);
  const { load = loadScript, global = window as unknown as Record<string, unknown>, logger = console } = dependencies;
  await load(setup.scriptUrl, vendor.scriptId ? { id: vendor.scriptId } : {});
  const api = global[vendor.global];
  if (typeof api !== 'function') throw new Error(`Chat vendor '${setup.vendor}' did not define ${vendor.global}`);
  const call = api as VendorApi;
  vendor.boot(call, setup.key ?? '', vendor.locale(setup.language));
  // After the start the vendor's errors are only logged: the portal's language switch and sign-out go on.
  const guarded = (what: string, action: () => void) => {
    try {
      action();
    } catch (error) {
      logger.error(`Chat vendor '${setup.vendor}' failed to ${what}`, error);
    }
  };
  return {
    setLanguage: (language) => guarded('switch language', () => vendor.setLocale(call, vendor.locale(language))),
    signOut: () => guarded('sign out', () => vendor.shutdown(call)),
  };
}
