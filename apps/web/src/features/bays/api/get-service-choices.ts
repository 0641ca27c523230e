import { api, messages, type ServiceView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

export type ServiceChoice = Pick<ServiceView, '_id' | 'serviceName' | 'status'>;

// GET /tor/get-services: the catalog's services, by name, for the services a bay can do.
export const getServiceChoices = async (): Promise<ServiceChoice[]> =>
  (await readList<ServiceView>(api.getServices, messages.catalog.invalidDataFormat)).data;

export const serviceChoicesQueryOptions = () => queryOptions({ queryKey: queryKeys.services, queryFn: getServiceChoices });

export const useServiceChoices = () => useQuery(serviceChoicesQueryOptions());
