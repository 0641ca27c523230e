import { api, type StaffMember } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-staff (Admin, Employee): the active employees with their shifts, for assigning on the timeline.
export async function getStaff(): Promise<StaffMember[]> {
  return (await apiRequest<{ staff: StaffMember[] }>(api.getStaff)).data.staff;
}

// Under the accounts key: a new or deactivated employee refreshes the list.
export const staffQueryOptions = () => queryOptions({ queryKey: [...queryKeys.accounts, 'staff'], queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
