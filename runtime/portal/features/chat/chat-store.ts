/**
 * The built-in help chat's state and traffic (the 'ampere' adapter): the user's support thread read
 * through GET /v3/chat/…, messages written as support messages, staff messages marked read while the
 * panel is open, feedback after a conversation. It is the ChatWidget the portal talks to
 * (components/chat-widget.ts); React reads it through subscribe/getSnapshot.
 */
import {
  createSupportFeedback, createSupportMessage, getChatThread, listSupportFeedback, listSupportMessages,
} from '../../../../generated/client/support.gen.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import { isApiError, type ApiClient } from '../../../client/index.js';
import type { ChatWidget } from '../../components/chat-widget.js';
import { BUILT_IN_VENDOR, feedbackDue, pollDelay, staffCount, unreadFromStaff, type ChatEntry } from './chat-rules.js';

export interface Outgoing {
  readonly id: number;
  readonly text: string;
  readonly state: 'sending' | 'failed';
}

export type FeedbackState = 'hidden' | 'due' | 'sending' | 'failed' | 'sent';

export interface ChatState {
  readonly open: boolean;
  readonly language: Language;
  readonly thread: 'idle' | 'loading' | 'ready' | 'failed';
  readonly entries: readonly ChatEntry[];
  /** The customer's messages on their way (or failed, with a retry). */
  readonly outgoing: readonly Outgoing[];
  /** Staff messages not yet read (the launcher's badge). */
  readonly unread: number;
  /** Counts staff messages that arrived while the panel was open; each change is announced once. */
  readonly arrivals: number;
  readonly feedback: FeedbackState;
}

export interface ChatIdentity {
  readonly accountId: string;
  readonly userId: string;
}

export interface ChatStoreOptions {
  readonly client: ApiClient;
  readonly identity: ChatIdentity;
  readonly language: Language;
  readonly logger?: Pick<Console, 'error'>;
}

const TOO_MANY_REQUESTS = 429;

type Listener = () => void;

export class ChatStore implements ChatWidget {
  private state: ChatState;
  private readonly listeners = new Set<Listener>();
  private readonly client: ApiClient;
  private readonly identity: ChatIdentity;
  private readonly logger: Pick<Console, 'error'>;
  private controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private rateLimited = 0;
  /** Bumped by every local change to the thread, so a read that started before it does not undo it. */
  private version = 0;
  private nextOutgoing = 1;
  private feedbackChecked = false;

  constructor(options: ChatStoreOptions) {
    this.client = options.client;
    this.identity = options.identity;
    this.logger = options.logger ?? console;
    this.state = { open: false, language: options.language, thread: 'idle', entries: [], outgoing: [], unread: 0, arrivals: 0, feedback: 'hidden' };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatState => this.state;

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  setLanguage(language: Language): void {
    if (language !== this.state.language) this.set({ language });
  }

  /** Reads the thread: once on mount for the badge, again on a retry after a failed read. */
  async load(): Promise<void> {
    await this.readThread();
    if (this.state.open) await this.checkFeedback();
  }

  /** Opens the panel: the thread (its staff messages then marked read), a read every few seconds from then on, and whether feedback is due. */
  async open(): Promise<void> {
    if (this.state.open) return;
    this.set({ open: true });
    const { controller } = this;
    await this.readThread();
    if (controller !== this.controller) return;
    this.schedule();
    await this.checkFeedback();
  }

  close(): void {
    if (!this.state.open) return;
    this.stopPolling();
    this.set({ open: false });
  }

  /** portal §2 sign-out: closes, stops every read and forgets the thread. */
  signOut(): void {
    this.dispose();
    this.feedbackChecked = false;
    this.set({ open: false, thread: 'idle', entries: [], outgoing: [], unread: 0, arrivals: 0, feedback: 'hidden' });
  }

  /** Stops the traffic (the widget is unmounted). */
  dispose(): void {
    this.stopPolling();
    this.controller.abort();
    this.controller = new AbortController();
  }

  async send(text: string): Promise<void> {
    const message: Outgoing = { id: this.nextOutgoing++, text, state: 'sending' };
    this.set({ outgoing: [...this.state.outgoing, message] });
    await this.deliver(message);
  }

  async retry(id: number): Promise<void> {
    const message = this.state.outgoing.find((m) => m.id === id);
    if (!message || message.state !== 'failed') return;
    const again: Outgoing = { ...message, state: 'sending' };
    this.set({ outgoing: this.state.outgoing.map((m) => (m.id === id ? again : m)) });
    await this.deliver(again);
  }

  async sendFeedback(text: string): Promise<void> {
    this.set({ feedback: 'sending' });
    try {
      await createSupportFeedback(this.client, { body: { text } }, { signal: this.controller.signal });
      this.set({ feedback: 'sent' });
    } catch (error) {
      if (this.controller.signal.aborted) return;
      this.logger.error('Chat feedback could not be sent', error);
      this.set({ feedback: 'failed' });
    }
  }

  dismissFeedback(): void {
    this.set({ feedback: 'hidden' });
  }

  private async deliver(message: Outgoing): Promise<void> {
    const { signal } = this.controller;
    try {
      const answer = await createSupportMessage(this.client, { query: { accountId: this.identity.accountId }, body: { text: message.text } }, { signal });
      const m = answer.data;
      this.version++;
      const entry: ChatEntry = { text: m.text, from: m.from, source: 'supportMessage', createdAt: m.createdAt, readAt: m.readAt };
      this.set({ entries: [...this.state.entries, entry], outgoing: this.state.outgoing.filter((o) => o.id !== message.id), feedback: this.afterWriting() });
    } catch (error) {
      if (signal.aborted) return;
      this.logger.error('Chat message could not be sent', error);
      this.set({ outgoing: this.state.outgoing.map((o) => (o.id === message.id ? { ...o, state: 'failed' } : o)) });
    }
  }

  /** Writing again continues the conversation: feedback waits for the next answer. */
  private afterWriting(): FeedbackState {
    return this.state.feedback === 'due' || this.state.feedback === 'failed' ? 'hidden' : this.state.feedback;
  }

  private async readThread(): Promise<void> {
    const { signal } = this.controller;
    const version = this.version;
    if (this.state.thread !== 'ready') this.set({ thread: 'loading' });
    try {
      const { accountId, userId } = this.identity;
      const answer = await getChatThread(this.client, { params: { accountId, userId, vendor: BUILT_IN_VENDOR } }, { signal });
      this.rateLimited = 0;
      if (signal.aborted || version !== this.version) return;
      this.apply(answer.data.entries);
    } catch (error) {
      if (signal.aborted) return;
      if (isApiError(error) && error.status === TOO_MANY_REQUESTS) this.rateLimited++;
      this.logger.error('The chat thread could not be read', error);
      // A failed poll keeps what is shown; only a first read shows the error.
      if (this.state.thread !== 'ready') this.set({ thread: 'failed' });
    }
  }

  private apply(entries: readonly ChatEntry[]): void {
    const arrived = this.state.thread === 'ready' && staffCount(entries) > staffCount(this.state.entries);
    const unread = unreadFromStaff(entries);
    this.set({ thread: 'ready', entries, unread, ...(arrived && this.state.open ? { arrivals: this.state.arrivals + 1 } : {}) });
    if (this.state.open && unread > 0) void this.markRead();
  }

  /** The panel shows the staff messages, so they are read (listSupportMessages markAsRead). */
  private async markRead(): Promise<void> {
    const { signal } = this.controller;
    try {
      await listSupportMessages(this.client, { query: { markAsRead: 'true', accountId: this.identity.accountId } }, { signal });
      const now = new Date();
      this.set({ unread: 0, entries: this.state.entries.map((e) => (e.from === 'staff' && e.readAt === null ? { ...e, readAt: now } : e)) });
    } catch (error) {
      if (!signal.aborted) this.logger.error('Chat messages could not be marked read', error);
    }
  }

  private async checkFeedback(): Promise<void> {
    if (this.feedbackChecked || this.state.thread !== 'ready') return;
    this.feedbackChecked = true;
    const { signal } = this.controller;
    try {
      const feedback = await listSupportFeedback(this.client, {}, { signal });
      if (this.state.feedback === 'hidden' && feedbackDue(this.state.entries, feedback.data)) this.set({ feedback: 'due' });
    } catch (error) {
      if (!signal.aborted) this.logger.error('Chat feedback could not be read', error);
    }
  }

  private schedule(): void {
    this.stopPolling();
    if (!this.state.open) return;
    // A sign-out or unmount replaces the controller: a read it interrupted must not start the next.
    const { controller } = this;
    this.timer = setTimeout(() => {
      void this.readThread().then(() => {
        if (controller === this.controller) this.schedule();
      });
    }, pollDelay(this.rateLimited));
  }

  private stopPolling(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
