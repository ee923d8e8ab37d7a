/**
 * Setup of each console component file (vitest.config.ts, project "console"). Those files share one
 * jsdom per worker, so each starts as a fresh page would: nothing stored (react-admin keeps the chosen
 * language and list settings in localStorage), at the root path, without a document language.
 */
window.localStorage.clear();
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.documentElement.removeAttribute('lang');
