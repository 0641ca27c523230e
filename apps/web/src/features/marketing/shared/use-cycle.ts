import { useCallback, useEffect, useState } from 'react';

/**
 * An index over `count` items that moves to the next one every `delay` ms (wrapping) unless `paused`.
 * Any move, automatic or by hand, starts the wait again.
 */
export function useCycle(count: number, delay: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), delay);
    return () => window.clearTimeout(timer);
  }, [index, paused, count, delay]);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  return { index, go, next: () => go(index + 1), prev: () => go(index - 1) };
}
