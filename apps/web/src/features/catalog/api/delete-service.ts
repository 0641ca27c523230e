import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// DELETE /tor/delete-service?id= (409 with the server's reason when bookings use the service).
export async function deleteService(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteService, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteService = () => useCatalogMutation(deleteService);
