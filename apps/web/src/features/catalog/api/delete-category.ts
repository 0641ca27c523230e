import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// DELETE /tor/delete-category?id= (its unused subcategories go with it; 409 when bookings use it).
export async function deleteCategory(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteCategory, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteCategory = () => useCatalogMutation(deleteCategory);
