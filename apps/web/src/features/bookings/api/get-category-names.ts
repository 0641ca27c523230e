import { api, type CategoriesNameResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-categories-name (Create Booking's first dropdown; SPEC.md §7 reads `categories`).
export async function getCategoryNames(): Promise<CategoriesNameResponse['categories']> {
  return (await apiRequest<CategoriesNameResponse>(api.getCategoriesName)).data.categories;
}

export const categoryNamesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bookingChoices('categories'), queryFn: getCategoryNames });

export const useCategoryNames = () => useQuery(categoryNamesQueryOptions());
