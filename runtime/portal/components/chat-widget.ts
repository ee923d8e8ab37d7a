/**
 * portal §1 "A chat widget is loaded from one of several optional vendors, depending on
 * configuration"; §2 sign-out signs out of it; §4 a language switch updates its language. The portal
 * talks to whichever vendor through this one interface; a tenant without chatWidgetVendor gets none.
 */
export interface ChatWidget {
  setLanguage(language: string): void;
  signOut(): void;
}

const none: ChatWidget = { setLanguage() {}, signOut() {} };

let current: ChatWidget = none;

export const chatWidget: ChatWidget = {
  setLanguage: (language) => current.setLanguage(language),
  signOut: () => current.signOut(),
};

/** Installs the vendor's adapter (or none). */
export function useChatVendor(adapter: ChatWidget | undefined): void {
  current = adapter ?? none;
}
