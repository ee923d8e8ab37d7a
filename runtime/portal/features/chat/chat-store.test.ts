/**
 * The built-in chat's traffic over a fake client and fake timers: the thread is read every few seconds
 * only while the panel is open, never after closing or sign-out, later after a 429; sign-out forgets
 * the thread; a poll started before a send does not undo it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, CallInput } from '../../../client/index.js';
import { catalogueError } from '../../../client/index.js';
import { POLL_MS } from './chat-rules.js';
import type { ChatEntry } from './chat-rules.js';
import { ChatStore } from './chat-store.js';

const ACCOUNT = 'a'.repeat(24);
const USER = 'b'.repeat(24);
const staffAnswer: ChatEntry = { text: 'Hei!', from: 'staff', source: 'supportMessage', createdAt: new Date('2026-11-10T09:00:00Z'), readAt: null };

type Handler = (input: CallInput, signal?: AbortSignal) => unknown;

function fakeClient(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const client: ApiClient = {
    call: async (operation, _endpoint, input, options) => {
      calls.push(operation);
      const handler = handlers[operation];
      if (!handler) throw new Error(`unexpected ${operation}`);
      return handler(input, options?.signal);
    },
    url: () => '',
  };
  return { client, calls, reads: () => calls.filter((c) => c === 'getChatThread').length };
}

const thread = (entries: readonly ChatEntry[]) => () => ({ data: { organisation: 'BRIGHT', accountId: ACCOUNT, vendor: 'ampere', userId: USER, entries } });
const quiet = { error: vi.fn() };
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatStore polling', () => {
  it('reads the thread every few seconds while open and stops when closed', async () => {
    const fake = fakeClient({ getChatThread: thread([]), listSupportFeedback: () => ({ data: [] }) });
    const store = new ChatStore({ client: fake.client, identity: { accountId: ACCOUNT, userId: USER }, language: 'nb', logger: quiet });
    await store.open();
    expect(fake.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fake.reads()).toBe(3);
    store.close();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fake.reads()).toBe(3);
  });

  it('stops on sign-out and forgets the thread', async () => {
    const fake = fakeClient({ getChatThread: thread([staffAnswer]), listSupportFeedback: () => ({ data: [] }), listSupportMessages: () => ({ data: [] }) });
    const store = new ChatStore({ client: fake.client, identity: { accountId: ACCOUNT, userId: USER }, language: 'nb', logger: quiet });
    await store.open();
    await flush();
    expect(store.getSnapshot().entries).toHaveLength(1);
    store.signOut();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fake.reads()).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ open: false, thread: 'idle', entries: [], unread: 0, feedback: 'hidden' });
  });

  it('does not poll again after an unmount that interrupted a read', async () => {
    let reads = 0;
    const fake = fakeClient({
      // The first read answers; later ones hang until aborted, as a slow network would.
      getChatThread: (_input, signal) =>
        ++reads === 1 ? thread([])() : new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      listSupportFeedback: () => ({ data: [] }),
    });
    const store = new ChatStore({ client: fake.client, identity: { accountId: ACCOUNT, userId: USER }, language: 'nb', logger: quiet });
    await store.open();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fake.reads()).toBe(2);
    store.dispose();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(fake.reads()).toBe(2);
  });

  it('waits longer after the client\'s rate limit answers 429', async () => {
    let limited = true;
    const fake = fakeClient({
      getChatThread: () => {
        if (limited) throw catalogueError('tooManyRequests');
        return thread([])();
      },
      listSupportFeedback: () => ({ data: [] }),
    });
    const store = new ChatStore({ client: fake.client, identity: { accountId: ACCOUNT, userId: USER }, language: 'nb', logger: quiet });
    await store.open();
    expect(store.getSnapshot().thread).toBe('failed');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fake.reads()).toBe(1);
    limited = false;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fake.reads()).toBe(2);
    expect(store.getSnapshot().thread).toBe('ready');
  });
});

describe('ChatStore thread', () => {
  it('keeps a sent message when a read that started before the send answers after it', async () => {
    let answerRead: (value: unknown) => void = () => {};
    const fake = fakeClient({
      getChatThread: () => new Promise((resolve) => (answerRead = resolve)),
      createSupportMessage: (input) => ({
        data: { _id: 'c'.repeat(24), accountId: ACCOUNT, userId: USER, text: (input.body as { text: string }).text, from: 'customer', createdAt: new Date(), readAt: null },
      }),
    });
    const store = new ChatStore({ client: fake.client, identity: { accountId: ACCOUNT, userId: USER }, language: 'nb', logger: quiet });
    const reading = store.load();
    await store.send('Hei');
    answerRead(thread([])());
    await reading;
    expect(store.getSnapshot().entries.map((e) => e.text)).toEqual(['Hei']);
  });

  it('sends on the account it shows, and marks staff messages read while open', async () => {
    const inputs: CallInput[] = [];
    const fake = fakeClient({
      getChatThread: thread([staffAnswer]),
      listSupportFeedback: () => ({ data: [] }),
      listSupportMessages: (input) => {
        inputs.push(input);
        return { data: [] };
      },
    });
    const store = new ChatStore({ client: fake.client, identity: { accountId: ACCOUNT, userId: USER }, language: 'nb', logger: quiet });
    await store.load();
    expect(store.getSnapshot().unread).toBe(1);
    await store.open();
    await flush();
    expect(inputs[0]?.query).toEqual({ markAsRead: 'true', accountId: ACCOUNT });
    expect(store.getSnapshot().unread).toBe(0);
    store.close();
  });
});
