import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './api-client';

type Saved = { message?: string } | undefined;

/**
 * A change by id after a confirmation dialog: a delete (SPEC.md §5) or a cancellation. A refusal, such as the
 * 409 for a row that bookings use, stays in the dialog with the server's message; a success closes it with
 * the server's message as a toast.
 */
export function useConfirmedAction<T extends { _id: string }>(
  mutation: UseMutationResult<Saved, Error, string>,
  texts: { success: string; failure: string },
) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    target,
    error,
    pending: mutation.isPending,
    ask: (row: T) => {
      setError(null);
      setTarget(row);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (!target) return;
      setError(null);
      mutation.mutate(target._id, {
        onSuccess: (data) => {
          toast.success(data?.message || texts.success);
          setTarget(null);
        },
        onError: (err) => setError(errorMessage(err, texts.failure)),
      });
    },
  };
}
