import { api, messages, type UserView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

export type CustomerChoice = { _id: string; username: string; phone: string };

// GET /tor/allusersandemployee?typeOfUser=User: the active customers, for linking a public request by hand.
export async function getCustomerChoices(): Promise<CustomerChoice[]> {
  const { data } = await readList<UserView>(api.allUsersAndEmployee, messages.catalog.invalidDataFormat, { typeOfUser: 'User' });
  return data.filter((u) => u.active).map(({ userId, username, phone }) => ({ _id: userId, username, phone }));
}

export const customerChoicesQueryOptions = () => queryOptions({ queryKey: queryKeys.customerChoices, queryFn: getCustomerChoices });

/** Only read when the popup shows a guest request (the only kind that can be linked). */
export const useCustomerChoices = (enabled: boolean) => useQuery({ ...customerChoicesQueryOptions(), enabled });
