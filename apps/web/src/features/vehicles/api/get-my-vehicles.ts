import { api, vehicleMessages, type VehicleView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

// GET /tor/get-my-vehicles (User): the vehicles in use, newest first.
export const getMyVehicles = async (): Promise<VehicleView[]> =>
  (await readList<VehicleView>(api.getMyVehicles, vehicleMessages.failedFetch)).data;

export const myVehiclesQueryOptions = () => queryOptions({ queryKey: queryKeys.myVehicles, queryFn: getMyVehicles });

export const useMyVehicles = () => useQuery(myVehiclesQueryOptions());
