import { api } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

export async function retireBay(id: string): Promise<{ message: string }> {
  return (await apiRequest<{ message: string }>(api.deleteBay, { method: 'DELETE', query: { id } })).data;
}

// DELETE /tor/delete-bay?id=: the bay leaves the list (its past bookings keep its name); 409 while it holds upcoming ones.
export function useRetireBay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireBay,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.bays, queryKeys.settings]),
  });
}
