/**
 * portal §2 Shell sign-out: to the identity provider's logout page with a redirect back to the
 * current page; clears user state, scrolls to top, signs out of the chat widget. Failures are only logged.
 */
import { useCallback } from 'react';
import { useNavigate } from '../app/router.js';
import { usePortal } from '../app/context.js';
import { PATHS } from '../app/paths.js';
import { chatWidget } from './chat-widget.js';

export function useSignOut(): () => Promise<void> {
  const { session, api } = usePortal();
  const navigate = useNavigate();
  return useCallback(async () => {
    const here = `${api.environment.origin}${window.location.pathname}`;
    const logoutUri = await session.signOut(here);
    window.scrollTo({ top: 0 });
    try {
      chatWidget.signOut();
    } catch (error) {
      console.error('Chat widget sign-out failed', error);
    }
    if (logoutUri) window.location.assign(logoutUri);
    else navigate(PATHS.LOGIN, { replace: true });
  }, [api, navigate, session]);
}
