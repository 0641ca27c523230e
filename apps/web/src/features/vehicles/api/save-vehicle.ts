import { api, type CreateVehicleBody, type VehicleView } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Saved = { message: string; vehicle: VehicleView };
/** A new vehicle (no id) or the changes to one of the customer's own. */
export type SaveVehicle = { id?: string; body: CreateVehicleBody };

export async function saveVehicle({ id, body }: SaveVehicle): Promise<Saved> {
  const { data } = id
    ? await apiRequest<Saved>(api.updateVehicle, { method: 'PUT', query: { id }, body })
    : await apiRequest<Saved>(api.createVehicle, { method: 'POST', body });
  return data;
}

// POST /tor/create-vehicle or PUT /tor/update-vehicle?id=; every vehicle list reloads after.
export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles }),
  });
}
