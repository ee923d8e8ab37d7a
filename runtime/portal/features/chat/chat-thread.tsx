/**
 * The conversation: the greeting as customer service's first word, then the thread (customer and
 * staff bubbles with sender, time and read mark), then the customer's messages on their way or failed.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../../../../schemas/core/primitives.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { messageTime, type ChatEntry } from './chat-rules.js';
import type { Outgoing } from './chat-store.js';

export interface ChatThreadProps {
  readonly entries: readonly ChatEntry[];
  readonly outgoing: readonly Outgoing[];
  readonly language: Language;
  readonly timeZone?: TimeZoneName;
  readonly onRetry: (id: number) => void;
  readonly t: TFunction;
}

export function ChatThreadView({ entries, outgoing, language, timeZone, onRetry, t }: ChatThreadProps) {
  const now = new Date();
  return (
    <ol className="chat-thread" data-testid="chat-thread">
      <li className="chat-message chat-message--staff">
        <p className="chat-message__text">{t('chat.greeting')}</p>
      </li>
      {entries.map((entry, index) => (
        <li key={`${entry.createdAt.toISOString()}-${index}`} className={`chat-message chat-message--${entry.from}`}>
          <p className="chat-message__text">{entry.text}</p>
          <p className="chat-message__meta">
            {t(entry.from === 'staff' ? 'chat.fromStaff' : 'chat.fromYou')}
            {' · '}
            <time dateTime={entry.createdAt.toISOString()}>{messageTime(entry.createdAt, now, language, timeZone)}</time>
            {entry.from === 'customer' && entry.readAt !== null && ` · ${t('chat.read')}`}
          </p>
        </li>
      ))}
      {outgoing.map((message) => (
        <li key={`outgoing-${message.id}`} className="chat-message chat-message--customer chat-message--outgoing" data-testid="chat-outgoing">
          <p className="chat-message__text">{message.text}</p>
          {message.state === 'sending' ? (
            <p className="chat-message__meta">
              <span className="spinner spinner--small" aria-hidden="true" /> {t('chat.sending')}
            </p>
          ) : (
            <p className="chat-message__failed" role="alert">
              {t('chat.sendFailed')}{' '}
              <button type="button" className="link-button" onClick={() => onRetry(message.id)}>{t('chat.retry')}</button>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
