import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useInboxMutation, type Saved } from './use-inbox-mutation';

/** DELETE /tor/delete-contact-message?id= (404 when it is gone already). */
export async function deleteContactMessage(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteContactMessage, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteContactMessage = () => useInboxMutation(deleteContactMessage);
