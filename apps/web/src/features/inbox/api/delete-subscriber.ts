import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useInboxMutation, type Saved } from './use-inbox-mutation';

/** DELETE /tor/delete-newsletter-subscriber?id= (the address may subscribe again later). */
export async function deleteSubscriber(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteSubscriber, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteSubscriber = () => useInboxMutation(deleteSubscriber);
