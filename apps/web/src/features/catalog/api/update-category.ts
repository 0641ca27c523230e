import { api, type CategoryBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// PUT /tor/update-category?id= {name}.
export async function updateCategory({ id, body }: { id: string; body: CategoryBody }): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateCategory, { method: 'PUT', query: { id }, body })).data;
}

export const useUpdateCategory = () => useCatalogMutation(updateCategory);
