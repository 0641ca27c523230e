import { api, type UpdateServiceBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// PUT /tor/update-service?id= (partial: the edit popup sends the fields, the status toggle only `status`).
export async function updateService({ id, body }: { id: string; body: UpdateServiceBody }): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateService, { method: 'PUT', query: { id }, body })).data;
}

export const useUpdateService = () => useCatalogMutation(updateService);
