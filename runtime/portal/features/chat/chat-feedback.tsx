/** Feedback after a conversation (chat.feedback.*): a text to createSupportFeedback, or "not now". */
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import type { FeedbackState } from './chat-store.js';

export function ChatFeedback({ state, onSend, onDismiss, t }: {
  readonly state: FeedbackState;
  readonly onSend: (text: string) => void;
  readonly onDismiss: () => void;
  readonly t: TFunction;
}) {
  const id = useId();
  const [text, setText] = useState('');
  if (state === 'hidden') return null;
  if (state === 'sent') return <p className="chat-feedback chat-feedback--sent" role="status">{t('chat.feedback.thanks')}</p>;
  return (
    <form
      className="chat-feedback"
      data-testid="chat-feedback"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSend(text.trim());
      }}
    >
      <label htmlFor={id} className="chat-feedback__title">{t('chat.feedback.title')}</label>
      <textarea id={id} className="input" rows={2} maxLength={5000} placeholder={t('chat.feedback.placeholder')} value={text} onChange={(event) => setText(event.target.value)} />
      {state === 'failed' && <p className="field-error" role="alert">{t('chat.sendFailed')}</p>}
      <div className="chat-feedback__actions">
        <button type="submit" className="button button--small" disabled={text.trim() === '' || state === 'sending'} aria-busy={state === 'sending'}>{t('chat.feedback.send')}</button>
        <button type="button" className="button button--ghost button--small" onClick={onDismiss}>{t('chat.feedback.later')}</button>
      </div>
    </form>
  );
}
