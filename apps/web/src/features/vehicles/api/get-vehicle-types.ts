import { api, vehicleMessages, type CategoryView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

export type VehicleTypeChoice = Pick<CategoryView, '_id' | 'name' | 'subCategory'>;

// GET /tor/get-categories (public): the vehicle types with their subcategories, for the vehicle form's dropdowns.
export const getVehicleTypes = async (): Promise<VehicleTypeChoice[]> =>
  (await readList<CategoryView>(api.getCategories, vehicleMessages.failedTypes)).data;

export const useVehicleTypes = () => useQuery({ queryKey: queryKeys.vehicleTypes, queryFn: getVehicleTypes, staleTime: 60_000 });
