import { api, messages, type UserView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

export type CustomerChoice = { _id: string; username: string; phone: string };

// GET /tor/allusersandemployee?typeOfUser=User&q=: the active customers matching a name, email or phone (one page),
// for linking a public request by hand.
export async function getCustomerChoices(q: string): Promise<CustomerChoice[]> {
  const { data } = await readList<UserView>(api.allUsersAndEmployee, messages.catalog.invalidDataFormat, {
    typeOfUser: 'User',
    q,
    limit: 20,
  });
  return data.filter((u) => u.active).map(({ userId, username, phone }) => ({ _id: userId, username, phone }));
}

export const customerChoicesQueryOptions = (q: string) =>
  queryOptions({ queryKey: [...queryKeys.customerChoices, q.trim()], queryFn: () => getCustomerChoices(q.trim()) });

/** Only read when the popup shows a guest request (the only kind that can be linked); the last answer stays while typing. */
export const useCustomerChoices = (q: string, enabled: boolean) =>
  useQuery({ ...customerChoicesQueryOptions(q), enabled, placeholderData: (previous) => previous });
