import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates the server's HTML, true from then on (and at once on a
 * page the browser renders itself). A form the server rendered must not be sent by the browser before the app
 * has taken over: it would go as a plain GET, with its fields (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
