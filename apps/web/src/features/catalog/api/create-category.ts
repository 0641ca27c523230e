import { api, type CategoryBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// POST /tor/create-Category {name}.
export async function createCategory(body: CategoryBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createCategory, { method: 'POST', body })).data;
}

export const useCreateCategory = () => useCatalogMutation(createCategory);
