import { useCallback, useEffect, useState } from 'react';
import { businessToday } from './days';
import { readDraft, writeDraft, type BookDraft } from './book-draft';

/**
 * The draft and its setter; any change but the key itself drops the Idempotency-Key (a new review).
 * `preselected` (a service a public page chose) replaces the draft's service, with its add-ons and time.
 */
export function useBookDraft(preselected: string | null = null) {
  const [draft, setDraft] = useState<BookDraft>(() => {
    const kept = readDraft();
    // A day that has passed since the draft was left is chosen again.
    const current = kept.date && kept.date < businessToday() ? { ...kept, date: '', time: '', idempotencyKey: '' } : kept;
    return preselected && preselected !== current.serviceName
      ? { ...current, serviceName: preselected, addOns: [], time: '', idempotencyKey: '' }
      : current;
  });
  useEffect(() => writeDraft(draft), [draft]);

  const update = useCallback((change: Partial<BookDraft>) => {
    setDraft((d) => ({ ...d, ...change, idempotencyKey: 'idempotencyKey' in change ? (change.idempotencyKey ?? '') : '' }));
  }, []);

  return { draft, update };
}
