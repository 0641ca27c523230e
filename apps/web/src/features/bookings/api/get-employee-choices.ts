import { api, messages, type EmployeeView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';

export type EmployeeChoice = { _id: string; username: string };

// GET /tor/allusersandemployee?typeOfUser=Employee: the active team, for the edit popup's employee dropdown.
export async function getEmployeeChoices(): Promise<EmployeeChoice[]> {
  const { data } = await readList<EmployeeView>(api.allUsersAndEmployee, messages.catalog.invalidDataFormat, { typeOfUser: 'Employee' });
  return data.filter((e) => e.active).map(({ _id, username }) => ({ _id, username }));
}

export const employeeChoicesQueryOptions = () => queryOptions({ queryKey: queryKeys.employeeChoices, queryFn: getEmployeeChoices });

export const useEmployeeChoices = () => useQuery(employeeChoicesQueryOptions());
