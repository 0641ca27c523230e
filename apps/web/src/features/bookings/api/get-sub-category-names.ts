import { api, type SubCategoriesNameResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-subCategories-name: each with its category, so the dropdown follows the chosen category.
export async function getSubCategoryNames(): Promise<SubCategoriesNameResponse['subCategories']> {
  return (await apiRequest<SubCategoriesNameResponse>(api.getSubCategoriesName)).data.subCategories;
}

export const subCategoryNamesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bookingChoices('sub-categories'), queryFn: getSubCategoryNames });

export const useSubCategoryNames = () => useQuery(subCategoryNamesQueryOptions());
