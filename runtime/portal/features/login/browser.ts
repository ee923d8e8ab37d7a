/**
 * Leaving the portal for another page (the identity provider's sign-in page). One object, so a test
 * can watch where the portal would go without a browser that navigates.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
