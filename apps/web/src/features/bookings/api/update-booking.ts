import { api, type UpdateBookingBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useBookingMutation, type Changed } from './use-booking-mutation';

// PUT /tor/update-booking?id= (Admin): date, time, service, car, status, employee.
export async function updateBooking({ id, body }: { id: string; body: UpdateBookingBody }): Promise<Changed> {
  return (await apiRequest<Changed>(api.updateBooking, { method: 'PUT', query: { id }, body })).data;
}

export const useUpdateBooking = () => useBookingMutation(updateBooking);
