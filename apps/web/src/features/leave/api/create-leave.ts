import { api, type CreateLeaveBody, type LeaveView } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

type Saved = { message: string; leave: LeaveView };

export async function createLeave(body: CreateLeaveBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createLeave, { method: 'POST', body })).data;
}

// POST /tor/create-leave (Employee): a request the Admin decides; the lists and the Pending Leaves card reload.
export function useCreateLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeave,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.leaves, queryKeys.metrics]),
  });
}
