import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type Session } from './session';

// The current session; re-renders when this or another tab signs in or out.
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
