/**
 * A build plugin: index.html carries the loading screen of portal §2 Shell in its markup, with a
 * small inline script that writes its text in the stored or the browser's language (the rule of
 * components/status-text.ts earlyLanguage). The customer sees it as soon as the HTML arrives,
 * before the scripts have loaded; React then renders the same screen over it, and the page.
 */
import type { Plugin } from 'vite';
import { LANGUAGE_STORAGE_KEY, STATUS_TEXT } from './components/status-text.js';

/** The markup React's LoadingScreen renders (components/status-screen.tsx), English until the script runs. */
export const BOOT_MARKUP = `<main class="status-screen" aria-busy="true" id="boot"><div class="spinner" aria-hidden="true"></div><h1>${STATUS_TEXT.en.loading}</h1><p>${STATUS_TEXT.en.wait}</p></main>`;

/** The inline script: picks the language as earlyLanguage does and writes the loading text in it. */
export function bootScript(): string {
  const texts = Object.fromEntries(Object.entries(STATUS_TEXT).map(([language, t]) => [language, [t.loading, t.wait]]));
  return `(function(){var T=${JSON.stringify(texts)},s=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}`
    + 'var p=function(v){v=(v||"").slice(0,2).toLowerCase();return T.hasOwnProperty(v)?v:null};'
    + 'var l=p(s)||p(navigator.language)||"en",b=document.getElementById("boot");'
    + 'b.querySelector("h1").textContent=T[l][0];b.querySelector("p").textContent=T[l][1];})();';
}

export function bootScreen(): Plugin {
  return {
    name: 'ampere:boot-screen',
    transformIndexHtml(html) {
      return html.replace('<div id="root"></div>', `<div id="root">${BOOT_MARKUP}</div><script>${bootScript()}</script>`);
    },
  };
}
