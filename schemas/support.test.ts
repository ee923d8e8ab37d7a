import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ServiceStatusEntry, SupportMessageInput, SupportFeedbackInput, ChatThread } from './support.js';
import { AssetUpload } from './support-services.js';
import { supportArea } from './endpoints/support.js';
import { messagingArea } from './endpoints/messaging.js';

function firstMessage(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('support bodies (platform-contract §7 Data: "body text")', () => {
  it.each([
    [SupportMessageInput, { text: 'Hello' }, undefined],
    [SupportMessageInput, { text: ' \n ' }, 'Text must not be blank'],
    [SupportMessageInput, { text: 'x', from: 'staff' }, 'Unrecognized key: "from"'],
    [SupportFeedbackInput, { text: 'Nice' }, undefined],
    [SupportFeedbackInput, { text: '' }, 'Text must not be blank'],
  ])('%#: %j → %s', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('service status (back-office §7, §8)', () => {
  it('accepts the fallback gateway entry with status 500', () => {
    expect(ServiceStatusEntry.safeParse({ name: 'gateway', status: 500 }).success).toBe(true);
  });
  it('refuses a status that is not an HTTP-style number', () => {
    expect(ServiceStatusEntry.safeParse({ name: 'build', status: 'down' }).success).toBe(false);
    expect(ServiceStatusEntry.safeParse({ name: 'build', status: 42 }).success).toBe(false);
  });
});

describe('help chat (GET /v3/chat/{a}/{b}/{c lowercased}/{d})', () => {
  const params = supportArea.endpoints.getChatThread.params;
  it.each([
    ['intercom', true],
    ['zendesk-chat', true],
    ['Intercom', false],
    ['', false],
  ])('vendor %j valid: %s', (vendor, ok) => {
    const value = { organisation: 'BRIGHT', accountId: '5f8d0d55b54764421b7156c4', vendor, userId: '5f8d0d55b54764421b7156c5' };
    expect(params.safeParse(value).success).toBe(ok);
    expect(ChatThread.safeParse({ ...value, entries: [] }).success).toBe(ok);
  });
});

describe('assets', () => {
  it.each([
    ['home/banner.png', undefined],
    ['../other-org/logo.png', 'Asset name: letters, digits, . _ - and /, no ..'],
    ['home/../../x.png', 'Asset name: letters, digits, . _ - and /, no ..'],
    ['/absolute.png', 'Asset name: letters, digits, . _ - and /, no ..'],
  ])('name %j → %s', (name, message) => {
    expect(firstMessage(AssetUpload, { organisation: 'BRIGHT', name, contentType: 'image/png', content: 'iVBORw0KGgo=' })).toBe(message);
  });
});

describe('support and messaging paths', () => {
  const decisions = readFileSync(fileURLToPath(new URL('../docs/decisions.md', import.meta.url)), 'utf8');
  const headings = new Set([...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]));

  it('keeps the spec paths, support and dynamic content under the account path', () => {
    const calls = Object.values(supportArea.endpoints).map((e) => `${e.method} ${e.path}`).sort();
    expect(calls).toEqual([
      'GET /feed/',
      'GET /v3/chat/{organisation}/{accountId}/{vendor}/{userId}',
      'GET /v3/status',
      'GET /v3/status/backend',
      'GET /v4/{organisation}/account/dynamic-content',
      'GET /v4/{organisation}/account/dynamic-content/{id}',
      'GET /v4/{organisation}/account/support/feedback',
      'GET /v4/{organisation}/account/support/messages',
      'POST /v4/{organisation}/account/support/feedback',
      'POST /v4/{organisation}/account/support/messages',
    ]);
  });

  it('asks for markAsRead on the support messages list and feedType and language on the feed', () => {
    expect(Object.keys(supportArea.endpoints.listSupportMessages.query.shape)).toContain('markAsRead');
    expect(Object.keys(supportArea.endpoints.getFeed.query.shape)).toEqual(['feedType', 'language']);
  });

  it('requires a time zone on zone prices (platform-contract §5)', () => {
    const query = messagingArea.endpoints.getZonePrices.query;
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ timeZone: 'Europe/Oslo' }).success).toBe(true);
  });

  it('offers GET, PUT and DELETE on /v3/assets', () => {
    const assets = Object.values(messagingArea.endpoints).filter((e) => e.path === '/v3/assets').map((e) => e.method).sort();
    expect(assets).toEqual(['DELETE', 'GET', 'PUT']);
  });

  it.each(Object.entries(supportArea.endpoints))('%s: decision is recorded', (_op, e) => {
    expect(e.decision).toBeDefined();
    expect(headings).toContain(e.decision);
  });
});
