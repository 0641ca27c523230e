import { api, MAX_LIST_LIMIT, messages, type EmployeeView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

export type EmployeeChoice = { _id: string; username: string };

// GET /tor/allusersandemployee?typeOfUser=Employee: the active team, for the edit popup's employee dropdown
// (lists are paged since issue 14: the largest page holds a team of up to 100).
export async function getEmployeeChoices(): Promise<EmployeeChoice[]> {
  const query = { typeOfUser: 'Employee', limit: MAX_LIST_LIMIT };
  const { data } = await readList<EmployeeView>(api.allUsersAndEmployee, messages.catalog.invalidDataFormat, query);
  return data.filter((e) => e.active).map(({ _id, username }) => ({ _id, username }));
}

export const employeeChoicesQueryOptions = () => queryOptions({ queryKey: queryKeys.employeeChoices, queryFn: getEmployeeChoices });

export const useEmployeeChoices = () => useQuery(employeeChoicesQueryOptions());
