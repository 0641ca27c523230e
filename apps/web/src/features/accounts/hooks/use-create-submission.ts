import { messages } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type ApiResponse } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import type { Created } from '../api/create-user';
import { refreshAccountViews } from '../api/refresh-account-views';

export type SubmissionTexts = { success: string; failure: string; unexpected: string };
export type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * A creation form's life (SPEC.md §4): sending, then the success message, or an error (§8): the server's
 * message, else `failure`; `unexpected` for a status other than 200/201. With `needsToken`, a call without a
 * session says so and sends nothing (it would otherwise arrive as an anonymous self-registration).
 */
export function useCreateSubmission<B>(send: (body: B) => Promise<ApiResponse<Created>>, texts: SubmissionTexts, needsToken: boolean) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: send, onSuccess: () => refreshAccountViews(queryClient) });
  const [outcome, setOutcome] = useState<Outcome>(null);

  function submit(body: B, onCreated: () => void) {
    setOutcome(null);
    if (needsToken && !getSession()?.token) {
      setOutcome({ tone: 'error', text: messages.create.notAuthenticated });
      return;
    }
    mutation.mutate(body, {
      onSuccess: (response) => {
        if (response.status !== 200 && response.status !== 201) {
          setOutcome({ tone: 'error', text: texts.unexpected });
          return;
        }
        setOutcome({ tone: 'success', text: response.data?.message || texts.success });
        onCreated();
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, texts.failure) }),
    });
  }

  return { submit, outcome, pending: mutation.isPending };
}
