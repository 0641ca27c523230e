import { api, type LeaveView } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

type Saved = { message: string; leave: LeaveView };
export type LeaveDecision = { id: string; status: 'Approved' | 'Declined' };

export async function decideLeave({ id, status }: LeaveDecision): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateLeave, { method: 'PUT', query: { id }, body: { status } })).data;
}

// PUT /tor/update-leave?id= (Admin); the lists, the Pending Leaves card and the staff (who is off) reload.
export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.leaves, queryKeys.metrics, queryKeys.staff]),
  });
}
