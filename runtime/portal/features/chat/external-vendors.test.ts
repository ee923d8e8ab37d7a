/** External chat vendors: started from the configured script and key, spoken to in their own API, and every failure an error. */
import { describe, expect, it, vi } from 'vitest';
import { startExternalVendor } from './external-vendors.js';

const SCRIPT = 'https://widget.intercom.io/widget/abc123';
const ALLOWED = ['https://widget.intercom.io', 'https://static.zdassets.com'];

function fakeVendor(name: string) {
  const api = vi.fn();
  return { api, global: { [name]: api } as Record<string, unknown> };
}

describe('startExternalVendor', () => {
  it('boots Intercom with the app id and the language (Nynorsk as Bokmål), then switches language and shuts down on sign-out', async () => {
    const { api, global } = fakeVendor('Intercom');
    const load = vi.fn(async () => {});
    const widget = await startExternalVendor({ vendor: 'intercom', scriptUrl: SCRIPT, key: 'abc123', language: 'nn', allowedOrigins: ALLOWED }, { load, global });
    expect(load).toHaveBeenCalledWith(SCRIPT, {});
    expect(api).toHaveBeenCalledWith('boot', { app_id: 'abc123', language_override: 'nb' });
    widget.setLanguage('sv');
    expect(api).toHaveBeenLastCalledWith('update', { language_override: 'sv' });
    widget.signOut();
    expect(api).toHaveBeenLastCalledWith('shutdown');
  });

  it('loads Zendesk with the id its snippet needs and logs the user out on sign-out', async () => {
    const { api, global } = fakeVendor('zE');
    const load = vi.fn(async () => {});
    const widget = await startExternalVendor({ vendor: 'zendesk', scriptUrl: 'https://static.zdassets.com/ekr/snippet.js?key=k', language: 'nb', allowedOrigins: ALLOWED }, { load, global });
    expect(load).toHaveBeenCalledWith('https://static.zdassets.com/ekr/snippet.js?key=k', { id: 'ze-snippet' });
    expect(api).toHaveBeenCalledWith('messenger:set', 'locale', 'no');
    widget.signOut();
    expect(api).toHaveBeenCalledWith('messenger', 'logoutUser');
  });

  it('rejects without a script URL, without a needed key, for an unknown vendor, a blocked script or a script that defines nothing', async () => {
    const ok = async () => {};
    const { global } = fakeVendor('Intercom');
    await expect(startExternalVendor({ vendor: 'intercom', key: 'k', language: 'nb', allowedOrigins: ALLOWED }, { load: ok, global })).rejects.toThrow(/chatWidgetScriptUrl/);
    await expect(startExternalVendor({ vendor: 'intercom', scriptUrl: SCRIPT, language: 'nb', allowedOrigins: ALLOWED }, { load: ok, global })).rejects.toThrow(/chatWidgetKey/);
    await expect(startExternalVendor({ vendor: 'acme', scriptUrl: SCRIPT, language: 'nb', allowedOrigins: ALLOWED }, { load: ok, global })).rejects.toThrow(/Unknown chat vendor/);
    const blocked = async () => {
      throw new Error('blocked');
    };
    await expect(startExternalVendor({ vendor: 'intercom', scriptUrl: SCRIPT, key: 'k', language: 'nb', allowedOrigins: ALLOWED }, { load: blocked, global })).rejects.toThrow('blocked');
    await expect(startExternalVendor({ vendor: 'intercom', scriptUrl: SCRIPT, key: 'k', language: 'nb', allowedOrigins: ALLOWED }, { load: ok, global: {} })).rejects.toThrow(/did not define Intercom/);
  });

  it("never loads a script from an origin outside the platform's allow-list (issue 19 §5)", async () => {
    const { api, global } = fakeVendor('Intercom');
    const load = vi.fn(async () => {});
    for (const [scriptUrl, allowedOrigins] of [
      ['https://evil.example/widget.js', ALLOWED],
      [SCRIPT, []],
      ['https://widget.intercom.io.evil.example/widget/abc123', ALLOWED],
      ['http://widget.intercom.io/widget/abc123', ALLOWED],
    ] as const) {
      await expect(startExternalVendor({ vendor: 'intercom', scriptUrl, key: 'k', language: 'nb', allowedOrigins }, { load, global }), scriptUrl).rejects.toThrow(/not from an origin the platform allows/);
    }
    expect(load).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
  });

  it('only logs a vendor failing after the start, so the portal\'s language switch and sign-out go on', async () => {
    const api = vi.fn((command: unknown) => {
      if (command !== 'boot') throw new Error('vendor broke');
    });
    const logger = { error: vi.fn() };
    const widget = await startExternalVendor({ vendor: 'intercom', scriptUrl: SCRIPT, key: 'k', language: 'nb', allowedOrigins: ALLOWED }, { load: async () => {}, global: { Intercom: api }, logger });
    expect(() => widget.setLanguage('en')).not.toThrow();
    expect(() => widget.signOut()).not.toThrow();
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});
