/** Writing a message: Enter sends, Shift+Enter is a new line (chat-rules isSendKey); blank text is not sent. */
import { useId, useState, type Ref } from 'react';
import type { TFunction } from 'i18next';
import { isSendKey } from './chat-rules.js';

/** SupportMessageInput's limit (schemas/support.ts). */
const MAX_LENGTH = 5000;

export function ChatComposer({ onSend, t, ref }: { readonly onSend: (text: string) => void; readonly t: TFunction; readonly ref: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = () => {
    const message = text.trim();
    if (!message) return;
    onSend(message);
    setText('');
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">{t('chat.messageLabel')}</label>
      <textarea
        ref={ref}
        id={id}
        className="input chat-composer__input"
        rows={2}
        maxLength={MAX_LENGTH}
        placeholder={t('chat.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
          event.preventDefault();
          submit();
        }}
      />
      <button type="submit" className="button" disabled={text.trim() === ''}>{t('chat.send')}</button>
    </form>
  );
}
