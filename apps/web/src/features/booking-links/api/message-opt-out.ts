import { api, type messageOptOutResponse } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

type OptOutAnswer = z.infer<typeof messageOptOutResponse>;

export async function messageOptOut(token: string): Promise<OptOutAnswer> {
  return (await apiRequest<OptOutAnswer>(api.messageOptOut, { method: 'POST', body: { token }, auth: false, ignoreUnauthorized: true }))
    .data;
}

/** POST /tor/message-opt-out: the opt-out link of an SMS or WhatsApp message. */
export const useMessageOptOut = () => useMutation({ mutationFn: messageOptOut });
