import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft, type BookDraft } from './book-draft';

/** The draft and its setter; any change but the key itself drops the Idempotency-Key (a new review). */
export function useBookDraft(initial?: Partial<BookDraft>) {
  const [draft, setDraft] = useState<BookDraft>(() => ({ ...readDraft(), ...initial }));
  useEffect(() => writeDraft(draft), [draft]);

  const update = useCallback((change: Partial<BookDraft>) => {
    setDraft((d) => ({ ...d, ...change, idempotencyKey: 'idempotencyKey' in change ? (change.idempotencyKey ?? '') : '' }));
  }, []);

  return { draft, update };
}
