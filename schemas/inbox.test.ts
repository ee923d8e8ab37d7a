import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reviveTimestamps } from './core/wire.js';
import { NavigationTarget } from './navigation.js';
import { INBOX_MESSAGES, INBOX_NAVIGATION_BY_ITEM_TYPE, InboxItem, InboxItemInput, inboxDomain, type InboxItemType } from './inbox.js';
import { isPublicUrl } from './inbox-url.js';
import { errorCatalogue } from './errors.js';
import { inboxArea } from './endpoints/inbox.js';
import type { Endpoint } from './endpoints/define.js';
import { messagingArea } from './endpoints/messaging.js';
import { validExternalUrlItem, validInvoiceItem, validMonthlyReportItem } from './fixtures/inbox.fixtures.js';

type Item = Record<string, unknown>;

function firstMessage(value: unknown): string | undefined {
  const result = InboxItemInput.safeParse(reviveTimestamps(value));
  return result.success ? undefined : result.error.issues[0]?.message;
}

function without(value: Item, key: string): Item {
  const { [key]: _drop, ...rest } = value;
  return rest;
}

const urls = (over: Partial<Record<'en' | 'sv' | 'nb' | 'nn' | 'fi' | 'de', unknown>> = {}) => ({
  en: 'https://example.com/en', sv: 'https://example.com/sv', nb: 'https://example.com/nb',
  nn: 'https://example.com/nn', fi: 'https://example.com/fi', de: 'https://example.com/de', ...over,
});
const externalUrlItem = (props: unknown): Item => ({ ...validExternalUrlItem, navigationParams: { type: 'EXTERNAL_URL', props } });

describe('inbox validity rule: the nine messages (platform-contract §3, back-office §5, §8)', () => {
  it.each([
    ['missing title', without(validInvoiceItem, 'title')],
    ['missing title', { ...validInvoiceItem, title: '   ' }],
    ['missing body', without(validInvoiceItem, 'body')],
    ['missing body', { ...validInvoiceItem, body: '' }],
    ['missing type', without(validInvoiceItem, 'type')],
    ['missing createdBy', without(validInvoiceItem, 'createdBy')],
    ['missing navigationParams type', without(validInvoiceItem, 'navigationParams')],
    ['missing navigationParams type', { ...validInvoiceItem, navigationParams: { props: {} } }],
    ['invalid navigation type', { ...validInvoiceItem, navigationParams: { type: 'HOME' } }],
    ['invalid navigation type', { ...validInvoiceItem, navigationParams: { type: 'NO_SUCH_TARGET' } }],
    ['invalid monthDateKey', { ...validMonthlyReportItem, navigationParams: { type: 'MONTHLY_REPORT' } }],
    ['invalid monthDateKey', { ...validMonthlyReportItem, navigationParams: { type: 'MONTHLY_REPORT', props: { monthDateKey: '2026-13' } } }],
    ['invalid url name', externalUrlItem({ target: urls() })],
    ['invalid url name', externalUrlItem({ name: ' ', target: urls() })],
    ['invalid url target', externalUrlItem({ name: 'Offer' })],
    ['invalid url target', externalUrlItem({ name: 'Offer', target: urls({ de: 'http://localhost/x' }) })],
  ])('%s', (message, value) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('lists exactly the nine spec messages on the rule and in the error catalogue', () => {
    const expected = [
      'missing title', 'missing body', 'missing type', 'missing createdBy', 'missing navigationParams type',
      'invalid navigation type', 'invalid monthDateKey', 'invalid url name', 'invalid url target',
    ];
    expect(Object.values(INBOX_MESSAGES)).toEqual(expected);
    expect(inboxDomain.rules.inboxValidity?.messages).toEqual(expected);
    const catalogued = Object.values(errorCatalogue).map((e) => e.message);
    for (const m of expected) expect(catalogued).toContain(m);
  });

  it.each([
    ['an invoice item', validInvoiceItem],
    ['a monthly report with its month key', validMonthlyReportItem],
    ['an external url with public targets in every language', validExternalUrlItem],
  ])('accepts %s', (_name, value) => {
    expect(firstMessage(value)).toBeUndefined();
  });

  it('reports missing fields before the cross-field checks', () => {
    const value = { ...without(validInvoiceItem, 'title'), navigationParams: { type: 'HOME' } };
    expect(firstMessage(value)).toBe('missing title');
  });

  it('applies the same rule to the stored item', () => {
    const stored = { _id: '5f8d0d55b54764421b7156c5', ...validInvoiceItem, navigationParams: { type: 'WASTE' }, createdAt: '2026-11-22T10:00:00.000Z', readAt: null };
    const result = InboxItem.safeParse(reviveTimestamps(stored));
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe('invalid navigation type');
  });
});

describe('navigation type by item type', () => {
  /** A valid item of a type pointing at a target (with the props that target needs). */
  function itemPointingAt(type: string, target: string): Item {
    const props: Item =
      target === 'MONTHLY_REPORT' ? { monthDateKey: '2026-10' } : target === 'EXTERNAL_URL' ? { name: 'Link', target: urls() } : {};
    return { ...validInvoiceItem, type, navigationParams: { type: target, props } };
  }

  it.each([
    ['INVOICE', 'INVOICE'],
    ['IOT', 'IOT'],
    ['MONTHLY_REPORT', 'MONTHLY_REPORT'],
    ['WASTE', 'WASTE'],
  ])('%s allows only %s', (type, own) => {
    expect(INBOX_NAVIGATION_BY_ITEM_TYPE[type as InboxItemType]).toBe(own);
    for (const target of NavigationTarget.options) {
      expect([target, firstMessage(itemPointingAt(type, target))]).toEqual([target, target === own ? undefined : 'invalid navigation type']);
    }
  });

  it.each([['INFORMATION'], ['WARNING']])('%s allows every navigation target', (type) => {
    for (const target of NavigationTarget.options) {
      expect([target, firstMessage(itemPointingAt(type, target))]).toEqual([target, undefined]);
    }
  });
});

describe('monthDateKey', () => {
  it.each([
    ['2026-10', undefined],
    ['2000-01', undefined],
    ['2099-12', undefined],
    ['1999-12', 'invalid monthDateKey'],
    ['2026-00', 'invalid monthDateKey'],
    ['2026-1', 'invalid monthDateKey'],
    ['2026-10-01', 'invalid monthDateKey'],
    [202610, 'invalid monthDateKey'],
  ])('%s → %s', (monthDateKey, message) => {
    const value = { ...validMonthlyReportItem, navigationParams: { type: 'MONTHLY_REPORT', props: { monthDateKey } } };
    expect(firstMessage(value)).toBe(message);
  });
});

describe('external url target: public https in every language', () => {
  it.each([
    ['https://example.com/a', true],
    ['https://example.com', true],
    // Issue 19 narrows the spec's http, https or ftp to https (docs/decisions.md "Web URLs in the contract").
    ['http://example.com', false],
    ['ftp://files.example.com/a.pdf', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['https://[2001:db8::1]/', true],
    ['https://8.8.8.8/', true],
    ['https://172.32.0.1/', true],
    ['mailto:someone@example.com', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['example.com', false],
    ['', false],
    [' https://example.com', false],
    ['https://localhost:8080/', false],
    ['https://app.localhost/', false],
    ['https://intranet/', false],
    ['https://127.0.0.1/', false],
    ['https://127.1.2.3/', false],
    ['https://2130706433/', false],
    ['https://0x7f.0.0.1/', false],
    ['https://10.1.2.3/', false],
    ['https://100.64.0.1/', false],
    ['https://172.16.0.1/', false],
    ['https://172.31.255.254/', false],
    ['https://192.168.1.1/', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['https://0.0.0.0/', false],
    ['https://[::1]/', false],
    ['https://[::]/', false],
    ['https://[fc00::1]/', false],
    ['https://[fd12:3456::1]/', false],
    ['https://[fe80::1]/', false],
    ['https://[::ffff:127.0.0.1]/', false],
    ['https://[::ffff:192.168.0.1]/', false],
    // IPv4 carried inside IPv6 is judged as that IPv4 (NAT64, IPv4-compatible, 6to4).
    ['https://[64:ff9b::127.0.0.1]/', false],
    ['https://[64:ff9b::8.8.8.8]/', true],
    ['https://[::127.0.0.1]/', false],
    ['https://[::10.0.0.1]/', false],
    ['https://[2002:7f00:1::]/', false],
    ['https://[2002:c0a8:101::1]/', false],
    ['https://[2002:808:808::1]/', true],
    // Broadcast, multicast, benchmarking and shared ranges.
    ['https://255.255.255.255/', false],
    ['https://224.0.0.1/', false],
    ['https://239.255.255.250/', false],
    ['https://223.255.255.255/', true],
    ['https://198.18.0.1/', false],
    ['https://198.19.255.255/', false],
    ['https://198.20.0.1/', true],
    ['https://100.127.255.254/', false],
    ['https://100.128.0.1/', true],
    ['https://[ff02::1]/', false],
  ])('%s → public %s', (url, expected) => {
    expect(isPublicUrl(url)).toBe(expected);
    expect(firstMessage(externalUrlItem({ name: 'Link', target: urls({ nn: url }) }))).toBe(expected ? undefined : 'invalid url target');
  });

  it.each([['en'], ['sv'], ['nb'], ['nn'], ['fi'], ['de']])('needs the %s copy', (lang) => {
    const target: Item = urls();
    delete target[lang];
    expect(firstMessage(externalUrlItem({ name: 'Link', target }))).toBe('invalid url target');
  });
});

describe('inbox and messaging endpoints', () => {
  const decisions = readFileSync(fileURLToPath(new URL('../docs/decisions.md', import.meta.url)), 'utf8');
  const headings = new Set([...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]));
  const endpoints: [string, Endpoint][] = Object.entries({ ...inboxArea.endpoints, ...messagingArea.endpoints });

  it('offers the console operation names on the inbox', () => {
    for (const op of ['listInboxItems', 'getInboxItem', 'createInboxItem', 'updateInboxItem', 'deleteInboxItem', 'listAllInboxItems', 'countInboxItems', 'markInboxItemsAsRead', 'batchInboxItems']) {
      expect(Object.keys(inboxArea.endpoints)).toContain(op);
    }
  });

  it.each(endpoints)('%s: path params match, decision is recorded', (_op, e) => {
    const inPath = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    expect(Object.keys(e.params?.shape ?? {})).toEqual(inPath);
    if (e.decision) expect(headings).toContain(e.decision);
  });

  it('lets API tokens with sendMessage create messages and send pushes, and nothing else here', () => {
    const withToken = endpoints.filter(([, e]) => e.access.apiToken?.includes('sendMessage')).map(([op]) => op);
    expect(withToken.sort()).toEqual(['createMessage', 'sendPushNotification']);
  });

  it('keeps the spec paths of messages and push', () => {
    expect(messagingArea.endpoints.createMessage.path).toBe('/v3/account/messages/create');
    expect(messagingArea.endpoints.sendPushNotification.path).toBe('/v3/account/messages/push/send');
    expect(inboxArea.endpoints.markInboxItemsAsRead.method).toBe('PATCH');
  });
});
