/**
 * portal §1 chat widget: mounted by the shell (components/shell/layout.tsx) for a signed-in user when
 * the tenant names a vendor. Everything else of the chat is a lazy chunk, so the first load carries
 * only this. Keyed on the account and user: a location switch to another account is another thread.
 */
import { lazy, Suspense } from 'react';
import { useSession, useTenant } from '../../app/context.js';

const ChatRoot = lazy(() => import('./chat-root.js'));

export function ChatMount() {
  const { authorised, user } = useSession();
  const vendor = useTenant().config.chatWidgetVendor;
  if (!authorised || !vendor || !user?.userId) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoot key={`${user._id}:${user.userId}`} vendor={vendor} accountId={user._id} userId={user.userId} />
    </Suspense>
  );
}
