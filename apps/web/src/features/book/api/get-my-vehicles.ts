import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookApi, type VehicleView } from './endpoints';

export const myVehiclesKey = ['vehicles', 'mine'] as const;

// GET /tor/get-my-vehicles (User): the customer's cars, newest first, retired ones left out.
export async function getMyVehicles(): Promise<VehicleView[]> {
  return (await apiRequest<{ data: VehicleView[] }>(bookApi.getMyVehicles)).data.data;
}

export const useMyVehicles = (signedIn: boolean) =>
  useQuery(queryOptions({ queryKey: myVehiclesKey, queryFn: getMyVehicles, enabled: signedIn, retry: false }));
