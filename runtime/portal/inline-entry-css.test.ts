/** index.html carries the entry's styles itself; the link it replaces stays, disabled, for vite's loader. */
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { inlineEntryCss } from './inline-entry-css.js';

function transform(html: string, css: string): string {
  const hook = inlineEntryCss().transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => string };
  const bundle = { 'assets/index-abc.css': { type: 'asset', fileName: 'assets/index-abc.css', source: css } };
  return hook.handler(html, { path: '/index.html', filename: 'index.html', bundle } as unknown as IndexHtmlTransformContext);
}

describe('inlineEntryCss', () => {
  it('puts the stylesheet into a <style> and leaves a disabled link', () => {
    const html = transform('<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>', 'body{margin:0}');
    expect(html).toBe('<head><style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled></head>');
  });

  it('cannot be closed early by the CSS, and leaves a link to a file it does not have', () => {
    expect(transform('<link rel="stylesheet" href="/assets/index-abc.css">', 'a::after{content:"</style>"}')).toContain('content:"<\\/style>"');
    expect(transform('<link rel="stylesheet" href="/assets/other.css">', '')).toBe('<link rel="stylesheet" href="/assets/other.css">');
  });
});
