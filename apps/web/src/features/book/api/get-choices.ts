import { api, type CategoriesNameResponse, type ServicesNameResponse, type SubCategoriesNameResponse } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The public name lists (GET /tor/get-categories-name, get-subCategories-name, get-services-name), under the same
// keys as the Create Booking screen's, so the two share one copy.
const read = async <T>(path: string) => (await apiRequest<T>(path, { auth: false })).data;

export const useCategoryChoices = () =>
  useQuery({
    queryKey: queryKeys.bookingChoices('categories'),
    queryFn: async () => (await read<CategoriesNameResponse>(api.getCategoriesName)).categories,
  });

export const useSubCategoryChoices = () =>
  useQuery({
    queryKey: queryKeys.bookingChoices('sub-categories'),
    queryFn: async () => (await read<SubCategoriesNameResponse>(api.getSubCategoriesName)).subCategories,
  });

export const useServiceChoices = () =>
  useQuery({
    queryKey: queryKeys.bookingChoices('services'),
    queryFn: async () => (await read<ServicesNameResponse>(api.getServicesName)).services,
  });
