// @vitest-environment jsdom
/** Loading a vendor's script: a tag in the head, load resolves, error or silence rejects and removes it, one load per URL. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadScript } from './load-script.js';

const tagOf = (url: string) => [...document.head.querySelectorAll('script')].find((s) => s.src === url);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadScript', () => {
  it('resolves when the script loads, with the id the vendor needs, and reuses that load for the same URL', async () => {
    const url = 'https://chat.example/ok.js';
    const first = loadScript(url, { id: 'ze-snippet' });
    const tag = tagOf(url);
    expect(tag?.id).toBe('ze-snippet');
    tag?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    expect(loadScript(url)).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects and removes the tag when the script is blocked, and tries again on the next start', async () => {
    const url = 'https://chat.example/blocked.js';
    const first = loadScript(url);
    tagOf(url)?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be loaded/);
    expect(tagOf(url)).toBeUndefined();
    const second = loadScript(url);
    expect(second).not.toBe(first);
    expect(tagOf(url)).toBeDefined();
    tagOf(url)?.dispatchEvent(new Event('load'));
    await second;
  });

  it('rejects when the script never answers', async () => {
    const url = 'https://chat.example/silent.js';
    await expect(loadScript(url, { timeoutMs: 10 })).rejects.toThrow(/did not load in time/);
    expect(tagOf(url)).toBeUndefined();
  });
});
