/** The floating chat button (bottom right, 56 px): labelled chat.open, with the unread staff messages as a badge. */
import type { Ref } from 'react';
import type { TFunction } from 'i18next';

export function ChatLauncher({ open, unread, onToggle, t, ref }: {
  readonly open: boolean;
  readonly unread: number;
  readonly onToggle: () => void;
  readonly t: TFunction;
  readonly ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" className="chat-launcher" aria-haspopup="dialog" aria-expanded={open} onClick={onToggle} data-testid="chat-launcher">
      <svg viewBox="0 0 24 24" width={28} height={28} fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />
      </svg>
      <span className="visually-hidden">
        {t('chat.open')}
        {unread > 0 && `, ${t('chat.unread', { number: unread })}`}
      </span>
      {unread > 0 && <span className="chat-launcher__badge" aria-hidden="true" data-testid="chat-unread">{unread}</span>}
    </button>
  );
}
