import { api, type CreateServiceBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// POST /tor/create-services {serviceName, description, price, time}.
export async function createService(body: CreateServiceBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createServices, { method: 'POST', body })).data;
}

export const useCreateService = () => useCatalogMutation(createService);
