import { api, messages, type ServiceView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

// GET /tor/get-services: every service, Active and Inactive, with its booking count.
export const getServices = async (): Promise<ServiceView[]> =>
  (await readList<ServiceView>(api.getServices, messages.catalog.invalidDataFormat)).data;

export const servicesQueryOptions = () => queryOptions({ queryKey: queryKeys.services, queryFn: getServices });

export const useServices = () => useQuery(servicesQueryOptions());
