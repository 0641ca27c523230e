import { api, type ServicePricesView, type UpdateServicePricesBody } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// GET /tor/get-service-prices?serviceId=: the grid, the add-ons offered and "at your door".
export const getServicePrices = async (serviceId: string): Promise<ServicePricesView> =>
  (await apiRequest<ServicePricesView>(api.getServicePrices, { query: { serviceId } })).data;

export const useServicePrices = (serviceId: string) =>
  useQuery({ queryKey: queryKeys.servicePrices(serviceId), queryFn: () => getServicePrices(serviceId), enabled: serviceId !== '' });

// PUT /tor/update-service-prices?serviceId=: replaces the whole grid and the offered add-ons.
export async function updateServicePrices({ serviceId, body }: { serviceId: string; body: UpdateServicePricesBody }): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateServicePrices, { method: 'PUT', query: { serviceId }, body })).data;
}

export const useUpdateServicePrices = () => useCatalogMutation(updateServicePrices);
