import { api, type VehicleListResponse, type VehicleView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// My Vehicles' key: a car added here shows there, and the other way round.
export const myVehiclesKey = queryKeys.myVehicles;

// GET /tor/get-my-vehicles (User): the customer's cars, newest first, retired ones left out.
export async function getMyVehicles(): Promise<VehicleView[]> {
  return (await apiRequest<VehicleListResponse>(api.getMyVehicles)).data.data;
}

export const useMyVehicles = (signedIn: boolean) =>
  useQuery(queryOptions({ queryKey: myVehiclesKey, queryFn: getMyVehicles, enabled: signedIn, retry: false }));
