import { api, type UpdateSubCategoryBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// PUT /tor/update-subCategory?id= {subName}.
export async function updateSubCategory({ id, body }: { id: string; body: UpdateSubCategoryBody }): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateSubCategory, { method: 'PUT', query: { id }, body })).data;
}

export const useUpdateSubCategory = () => useCatalogMutation(updateSubCategory);
