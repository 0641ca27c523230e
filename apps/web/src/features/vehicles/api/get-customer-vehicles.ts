import { api, vehicleMessages, type VehicleView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

// GET /tor/get-customer-vehicles?userId= (Admin): a customer's whole garage, retired vehicles last.
export const getCustomerVehicles = async (userId: string): Promise<VehicleView[]> =>
  (await readList<VehicleView>(api.getCustomerVehicles, vehicleMessages.failedFetch, { userId })).data;

export const useCustomerVehicles = (userId: string) =>
  useQuery({ queryKey: queryKeys.customerVehicles(userId), queryFn: () => getCustomerVehicles(userId) });
