import { api, type OpeningHours, type StaffMember } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

type Saved = { message: string; employee: StaffMember };
export type ShiftsChange = { id: string; shifts: OpeningHours | null };

export async function updateShifts({ id, shifts }: ShiftsChange): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateShifts, { method: 'PUT', query: { id }, body: { shifts } })).data;
}

// PUT /tor/update-shifts?id= (Admin): null means the employee works whenever the business is open.
export function useUpdateShifts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShifts, onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.staff]) });
}
