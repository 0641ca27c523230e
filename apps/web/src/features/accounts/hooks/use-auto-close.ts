import { useCallback, useEffect, useRef } from 'react';

export const AUTO_CLOSE_MS = 1500; // SPEC.md §9

/** Closes a dialog 1500 ms after a success; cancelled when the dialog closes or opens again meanwhile. */
export function useAutoClose(close: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const schedule = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(close, AUTO_CLOSE_MS);
  }, [cancel, close]);
  return { schedule, cancel };
}
