/**
 * A build plugin: the entry's stylesheet (the shell, the loading screen) goes into index.html as a
 * <style>, so the first paint waits for the HTML alone, not for one more round trip on a phone's
 * network (about 3 kB gzip; a page's own styles still come with its chunk).
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"[^>]*>/g;
export function inlineEntryCss(): Plugin {
  return {
    name: 'ampere:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = ctx.bundle?.[`assets/${file}`];
          if (!asset || asset.type !== 'asset') return link;
          // '</style' cannot occur in the minified CSS except inside a string; escaping it keeps the element closed where it should be.
          const style = `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          // The link stays, disabled (never fetched): vite's loader looks for it before fetching a
          // later chunk's styles, and would fetch the entry's again without it.
          return `${style}<link rel="stylesheet" href="/assets/${file}" disabled>`;
        });
      },
    },
  };
}
