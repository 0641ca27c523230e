import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// DELETE /tor/delete-subCategory?id= (409 when bookings use it).
export async function deleteSubCategory(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteSubCategory, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteSubCategory = () => useCatalogMutation(deleteSubCategory);
