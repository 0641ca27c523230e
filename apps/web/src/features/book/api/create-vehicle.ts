import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { api, type CreateVehicleBody, type VehicleView } from '@autospa/contract';
import { myVehiclesKey } from './get-my-vehicles';

// POST /tor/create-vehicle (User) → 201 { message, vehicle }.
export async function createVehicle(body: CreateVehicleBody): Promise<VehicleView> {
  return (await apiRequest<{ message: string; vehicle: VehicleView }>(api.createVehicle, { method: 'POST', body })).data.vehicle;
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVehicle, onSuccess: () => queryClient.invalidateQueries({ queryKey: myVehiclesKey }) });
}
