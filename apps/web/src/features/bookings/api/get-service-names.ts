import { api, type ServicesNameResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ServiceChoice = ServicesNameResponse['services'][number];

// GET /tor/get-services-name: the Active services, with price and duration.
export async function getServiceNames(): Promise<ServiceChoice[]> {
  return (await apiRequest<ServicesNameResponse>(api.getServicesName)).data.services;
}

export const serviceNamesQueryOptions = () => queryOptions({ queryKey: queryKeys.bookingChoices('services'), queryFn: getServiceNames });

export const useServiceNames = () => useQuery(serviceNamesQueryOptions());
