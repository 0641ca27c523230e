import { api, type BookingStatus } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useBookingMutation, type Changed } from './use-booking-mutation';

// PUT /tor/update-booking-status?id= {status} (Admin, Employee; an Employee moving an unassigned booking takes it).
export async function updateBookingStatus({ id, status }: { id: string; status: BookingStatus }): Promise<Changed> {
  return (await apiRequest<Changed>(api.updateBookingStatus, { method: 'PUT', query: { id }, body: { status } })).data;
}

export const useUpdateBookingStatus = () => useBookingMutation(updateBookingStatus);
