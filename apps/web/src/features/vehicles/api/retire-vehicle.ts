import { api } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function retireVehicle(id: string): Promise<{ message: string }> {
  const { data } = await apiRequest<{ message: string }>(api.deleteVehicle, { method: 'DELETE', query: { id } });
  return data;
}

// DELETE /tor/delete-vehicle?id=: the vehicle leaves the garage; its bookings stay in the history.
export function useRetireVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
  });
}
