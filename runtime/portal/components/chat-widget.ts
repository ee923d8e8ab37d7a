/**
 * portal §1 "A chat widget is loaded from one of several optional vendors, depending on
 * configuration"; §2 sign-out signs out of it; §4 a language switch updates its language. The portal
 * talks to whichever vendor through this one interface; a tenant without chatWidgetVendor gets none.
 * The adapters live in features/chat (a lazy chunk); until one is installed the calls do nothing,
 * because an adapter reads the session's language and user when it starts.
 */
import { useEffect } from 'react';
import type { Language } from '../../../schemas/core/primitives.js';

export interface ChatWidget {
  /** Shows the widget in `language` from now on. */
  setLanguage(language: Language): void;
  /** Closes the widget, stops its traffic and forgets the user's conversation. */
  signOut(): void;
}

const none: ChatWidget = { setLanguage() {}, signOut() {} };

let current: ChatWidget = none;

export const chatWidget: ChatWidget = {
  setLanguage: (language) => current.setLanguage(language),
  signOut: () => current.signOut(),
};

/**
 * Installs the vendor's adapter (or none) while the calling component is mounted. Uninstalling keeps
 * an adapter installed since (a remount installs the new one before the old one is cleaned up).
 */
export function useChatVendor(adapter: ChatWidget | undefined): void {
  useEffect(() => {
    const installed = adapter ?? none;
    current = installed;
    return () => {
      if (current === installed) current = none;
    };
  }, [adapter]);
}
