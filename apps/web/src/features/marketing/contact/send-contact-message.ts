import { marketingApi, type ContactBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useSubmit } from '../shared/use-submit';

// POST /tor/contact → 201 { message }.
export function sendContactMessage(body: ContactBody) {
  return apiRequest<{ message: string }>(marketingApi.contact, { method: 'POST', body, auth: false });
}

export function useSendContactMessage() {
  return useSubmit(sendContactMessage);
}
