import { api, type CategoriesNameResponse, type ServicesNameResponse, type VehicleListResponse, type VehicleView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// What the plan forms choose from, under the keys the other screens use (one cache, refreshed together).

// GET /tor/get-services-name: the active services (a plan's visit services).
export const useServiceNames = () =>
  useQuery({
    queryKey: queryKeys.bookingChoices('services'),
    queryFn: async () => (await apiRequest<ServicesNameResponse>(api.getServicesName)).data.services,
  });

// GET /tor/get-categories-name: the vehicle types a plan is sold for.
export const useCategoryNames = () =>
  useQuery({
    queryKey: queryKeys.bookingChoices('categories'),
    queryFn: async () => (await apiRequest<CategoriesNameResponse>(api.getCategoriesName)).data.categories,
  });

// GET /tor/get-my-vehicles (User): the customer's cars, for the car a plan is bought for.
export const useMyCars = () =>
  useQuery({
    queryKey: queryKeys.myVehicles,
    queryFn: async (): Promise<VehicleView[]> => (await apiRequest<VehicleListResponse>(api.getMyVehicles)).data.data,
  });
