import { useCallback, useRef, useState } from 'react';

type Callbacks<R> = { onSuccess?: (result: R) => void; onError?: (error: unknown) => void };

/**
 * Sends one form at a time and says when it is busy: the shape of TanStack Query's useMutation, without it,
 * because the public pages do not load TanStack Query (first-load budget; see docs/spec-deviations.md).
 */
export function useSubmit<T, R>(send: (input: T) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const busy = useRef(false);
  const mutate = useCallback(
    (input: T, callbacks: Callbacks<R> = {}) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      send(input)
        .then(
          (result) => callbacks.onSuccess?.(result),
          (error: unknown) => callbacks.onError?.(error),
        )
        .finally(() => {
          busy.current = false;
          setPending(false);
        });
    },
    [send],
  );
  return { mutate, isPending };
}
