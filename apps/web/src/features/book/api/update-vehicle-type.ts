import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { api, type VehicleView } from '@autospa/contract';
import { myVehiclesKey } from './get-my-vehicles';

type TypeChange = { id: string; categoryName: string; subName?: string };

// PUT /tor/update-vehicle?id= with the type only: the car saved at sign-up has none until it is set here.
export async function updateVehicleType({ id, ...body }: TypeChange): Promise<VehicleView> {
  return (await apiRequest<{ vehicle: VehicleView }>(api.updateVehicle, { method: 'PUT', query: { id }, body })).data.vehicle;
}

export function useUpdateVehicleType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVehicleType, onSuccess: () => queryClient.invalidateQueries({ queryKey: myVehiclesKey }) });
}
