import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useInboxMutation, type Saved } from './use-inbox-mutation';

export type MarkRead = { id: string; read: boolean };

/** PUT /tor/update-contact-message?id= {read}: marks a message read or unread. */
export async function updateContactMessage({ id, read }: MarkRead): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateContactMessage, { method: 'PUT', query: { id }, body: { read } })).data;
}

export const useUpdateContactMessage = () => useInboxMutation(updateContactMessage);
