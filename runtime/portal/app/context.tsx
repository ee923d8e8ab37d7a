/** The started portal (start.ts) for every component: the API client, the tenant, the session. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Portal } from './start.js';
import type { SessionState } from './session.js';

export const PortalContext = createContext<Portal | undefined>(undefined);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal outside <PortalContext>');
  return portal;
}

export const useApi = () => usePortal().api;
export const useTenant = () => usePortal().tenant;

/** The session's state; re-renders on every change. */
export function useSession(): SessionState {
  const { session } = usePortal();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/** The selected location (portal §2 page header), if any. */
export function useSelectedLocation() {
  const state = useSession();
  return state.locations.find((l) => l._id === state.selectedLocationId);
}
