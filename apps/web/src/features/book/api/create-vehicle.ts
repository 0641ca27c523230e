import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookApi, type VehicleView } from './endpoints';
import { myVehiclesKey } from './get-my-vehicles';

export type NewVehicle = { plate: string; make: string; model: string; categoryName: string; subName?: string };

// POST /tor/create-vehicle (User) → 201 { message, vehicle }.
export async function createVehicle(body: NewVehicle): Promise<VehicleView> {
  return (await apiRequest<{ message: string; vehicle: VehicleView }>(bookApi.createVehicle, { method: 'POST', body })).data.vehicle;
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVehicle, onSuccess: () => queryClient.invalidateQueries({ queryKey: myVehiclesKey }) });
}
