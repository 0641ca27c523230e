import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following it as the window changes (false before the first paint). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's md breakpoint (48rem): at and above it the staff screens show tables, below it cards. */
export const WIDE_SCREEN = '(min-width: 48rem)';
