/**
 * The development identity provider's sign-in page: a plain HTML form (no script), the demo
 * users' username and password. Shown again with the error when the credentials are wrong.
 */

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LoginPageInput {
  readonly action: string;
  readonly abortUrl: string;
  readonly clientName: string;
  readonly username?: string;
  readonly error?: string;
}

/** The message shown for an unknown username or a wrong password alike (no user enumeration). */
export const LOGIN_FAILED = 'Wrong username or password';

/** Shown while the username (or this address) may not try again. */
export const tooManyAttempts = (minutes: number): string => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** The provider's pages: one frame, the platform's own styles only (no third party's font: the CSP refuses it). */
function providerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Ampere development identity provider</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0002; width: min(22rem, 90vw); }
  label { display: block; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; }
  button { margin-top: 1rem; width: 100%; padding: .6rem; font-size: 1rem; }
  form button { margin-top: 1.5rem; }
  .error { color: #b00020; }
  .note { color: #555; font-size: .85rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(p: LoginPageInput): string {
  const error = p.error ? `<p class="error" role="alert">${escapeHtml(p.error)}</p>` : '';
  return providerPage('Sign in', `  <h1>Sign in</h1>
  <p class="note">Development identity provider for ${escapeHtml(p.clientName)}. Use a demo user's username and password (README, "Demo identities").</p>
  ${error}
  <form method="post" action="${escapeHtml(p.action)}" autocomplete="off">
    <label for="username">Username</label>
    <input id="username" name="username" required autofocus value="${escapeHtml(p.username ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" required>
    <button type="submit">Sign in</button>
  </form>
  <p class="note"><a href="${escapeHtml(p.abortUrl)}">Cancel</a></p>`);
}

/**
 * The provider's sign-out question (rpInitiatedLogout.logoutSource). `form` is oidc-provider's hidden
 * form (id op.logoutForm, with its xsrf field); the buttons submit it.
 */
export function logoutPage(host: string, form: string): string {
  return providerPage('Sign out', `  <h1>Sign out of ${escapeHtml(host)}?</h1>
  ${form}
  <button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
  <button type="submit" form="op.logoutForm">No, stay signed in</button>`);
}

/** The provider's own error page (renderError): what went wrong, in its words, without a third party's font. */
export function providerErrorPage(out: Readonly<Record<string, string>>): string {
  const lines = Object.entries(out).map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in error</title></head>
<body><main><h1>Something went wrong</h1>${lines}<p>Start the sign-in again from the portal.</p></main></body></html>`;
}

export function interactionErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head>
<body><main><h1>This sign-in can no longer continue</h1><p>${escapeHtml(message)}</p><p>Start the sign-in again from the portal.</p></main></body></html>`;
}
