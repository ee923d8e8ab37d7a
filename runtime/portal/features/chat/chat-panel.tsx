/**
 * The chat panel: a dialog (focus kept inside, Escape closes, focus back to the launcher) with the
 * greeting, the thread, the feedback form after a conversation and the composer. A full-screen sheet
 * on a phone, a 380 px panel above the launcher from 640 px (chat.css).
 */
import { useEffect, useId, useRef, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { Icon } from '../../components/icons.js';
import { ErrorState, PageLoading } from '../../components/states.js';
import { ChatComposer } from './chat-composer.js';
import { ChatFeedback } from './chat-feedback.js';
import type { ChatState, ChatStore } from './chat-store.js';
import { ChatThreadView } from './chat-thread.js';
import { useDialogFocus } from './use-dialog-focus.js';

export function ChatPanel({ store, state, timeZone, launcher, t }: {
  readonly store: ChatStore;
  readonly state: ChatState;
  readonly timeZone?: TimeZoneName;
  readonly launcher: RefObject<HTMLButtonElement | null>;
  readonly t: TFunction;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(panel, composer, launcher, () => store.close());

  // The newest message is at the bottom: keep it in view as messages come and go.
  const messages = state.entries.length + state.outgoing.length;
  useEffect(() => {
    const node = body.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [messages]);

  return (
    <div ref={panel} className="chat-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="chat-panel">
      <div className="chat-panel__head">
        <h2 id={titleId} className="chat-panel__title">{t('chat.title')}</h2>
        <button type="button" className="icon-button" onClick={() => store.close()}>
          <Icon name="close" />
          <span className="visually-hidden">{t('chat.close')}</span>
        </button>
      </div>
      <div ref={body} className="chat-panel__body">
        <ChatThreadView entries={state.entries} outgoing={state.outgoing} language={state.language} timeZone={timeZone} onRetry={(id) => void store.retry(id)} t={t} />
        {state.thread === 'loading' && <PageLoading />}
        {state.thread === 'failed' && <ErrorState onRetry={() => void store.load()} />}
        {state.thread === 'ready' && messages === 0 && <p className="chat-panel__empty">{t('chat.empty')}</p>}
        {state.thread === 'ready' && (
          <ChatFeedback state={state.feedback} onSend={(text) => void store.sendFeedback(text)} onDismiss={() => store.dismissFeedback()} t={t} />
        )}
      </div>
      <ChatComposer ref={composer} onSend={(text) => void store.send(text)} t={t} />
    </div>
  );
}
