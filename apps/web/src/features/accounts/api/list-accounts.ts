import { api, MAX_LIST_LIMIT, type EmployeeView, type UserView } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ListParams = { page?: number; limit?: number; q?: string };
export type AccountPage<T> = { data: T[]; total: number };
type Kinds = { User: UserView; Employee: EmployeeView };

// SPEC.md §7: lists come wrapped as {data:[...]}; anything else is an error. `total` counts every match.
export async function listAccounts<K extends keyof Kinds>(typeOfUser: K, params: ListParams = {}): Promise<AccountPage<Kinds[K]>> {
  const { data } = await apiRequest<Partial<AccountPage<Kinds[K]>> | undefined>(api.allUsersAndEmployee, {
    query: { typeOfUser, ...params },
  });
  if (!data || !Array.isArray(data.data)) throw new Error('Invalid data format from server');
  return { data: data.data, total: typeof data.total === 'number' ? data.total : data.data.length };
}

/** One page of customers (they grow into thousands: paged and searched by the server). */
export function useUserPage(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.accountList('User', params),
      queryFn: () => listAccounts('User', params),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The team (tens, not thousands: searched and sorted in the browser); one page of the largest size the API gives. */
export function useEmployeeList() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.accountList('Employee'), queryFn: () => listAccounts('Employee', { limit: MAX_LIST_LIMIT }) }),
  );
}
