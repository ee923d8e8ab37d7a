/**
 * The built-in help chat ('ampere'): the launcher, the panel while open, and a live region that
 * announces staff messages arriving while it is open. Its ChatStore is the installed ChatWidget.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../app/translation.js';
import { usePortal, useSelectedLocation } from '../../app/context.js';
import { useChatVendor } from '../../components/chat-widget.js';
import { timeZoneFromPriceZone } from '../../../format/index.js';
import { ChatLauncher } from './chat-launcher.js';
import { ChatPanel } from './chat-panel.js';
import { ChatStore, type ChatIdentity } from './chat-store.js';

export function BuiltInChat({ accountId, userId }: ChatIdentity) {
  const { api, session } = usePortal();
  const [store] = useState(() => new ChatStore({ client: api.client, identity: { accountId, userId }, language: session.getSnapshot().language }));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  useChatVendor(store);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // The chat speaks the language the widget was last given (ChatWidget.setLanguage), whose copy is loaded by then.
  const { t } = useTranslation(undefined, { lng: state.language });
  const location = useSelectedLocation();
  const timeZone = location ? timeZoneFromPriceZone(location.pricezone) : undefined;
  const launcher = useRef<HTMLButtonElement>(null);

  return (
    <div className="chat" lang={state.language}>
      <ChatLauncher ref={launcher} open={state.open} unread={state.unread} onToggle={() => (state.open ? store.close() : void store.open())} t={t} />
      {state.open && <ChatPanel store={store} state={state} timeZone={timeZone} launcher={launcher} t={t} />}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="chat-announcement">
        {state.arrivals > 0 && <span key={state.arrivals}>{t('chat.newMessage')}</span>}
      </div>
    </div>
  );
}
