import { useCallback, useEffect, useState } from 'react';
import { businessToday } from './days';
import { readDraft, writeDraft, type BookDraft } from './book-draft';

/** The draft and its setter; any change but the key itself drops the Idempotency-Key (a new review). */
export function useBookDraft() {
  const [draft, setDraft] = useState<BookDraft>(() => {
    const kept = readDraft();
    // A day that has passed since the draft was left is chosen again.
    return kept.date && kept.date < businessToday() ? { ...kept, date: '', time: '', idempotencyKey: '' } : kept;
  });
  useEffect(() => writeDraft(draft), [draft]);

  const update = useCallback((change: Partial<BookDraft>) => {
    setDraft((d) => ({ ...d, ...change, idempotencyKey: 'idempotencyKey' in change ? (change.idempotencyKey ?? '') : '' }));
  }, []);

  return { draft, update };
}
