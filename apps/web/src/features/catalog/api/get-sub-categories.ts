import { api, messages, type SubCategoryView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

// GET /tor/get-subCategories: each subcategory with its category's name.
export const getSubCategories = async (): Promise<SubCategoryView[]> =>
  (await readList<SubCategoryView>(api.getSubCategories, messages.catalog.invalidDataFormatSub)).data;

export const subCategoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.subCategories, queryFn: getSubCategories });

export const useSubCategories = () => useQuery(subCategoriesQueryOptions());
