import { api, messages, type CategoryView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

// GET /tor/get-categories: each category with its subcategories (also the Create SubCategory dropdown).
export const getCategories = async (): Promise<CategoryView[]> =>
  (await readList<CategoryView>(api.getCategories, messages.catalog.invalidDataFormat)).data;

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
