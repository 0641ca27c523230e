import { api, type CreateSubCategoryBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// POST /tor/create-subCategory {name (the category's name), subName}.
export async function createSubCategory(body: CreateSubCategoryBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createSubCategory, { method: 'POST', body })).data;
}

export const useCreateSubCategory = () => useCatalogMutation(createSubCategory);
