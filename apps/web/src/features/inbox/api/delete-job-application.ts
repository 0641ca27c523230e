import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useInboxMutation, type Saved } from './use-inbox-mutation';

/** DELETE /tor/delete-job-application?id=: the application and its résumé. */
export async function deleteJobApplication(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteJobApplication, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteJobApplication = () => useInboxMutation(deleteJobApplication);
