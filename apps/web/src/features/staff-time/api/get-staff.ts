import { api, type StaffMember } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-staff (Admin, Employee): the active employees with their weekly shifts.
export async function getStaff(): Promise<StaffMember[]> {
  return (await apiRequest<{ staff: StaffMember[] }>(api.getStaff)).data.staff;
}

export const staffQueryOptions = () => queryOptions({ queryKey: queryKeys.staff, queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
