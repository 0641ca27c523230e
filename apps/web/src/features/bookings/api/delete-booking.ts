import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useBookingMutation, type Changed } from './use-booking-mutation';

// DELETE /tor/delete-booking?id= (Admin).
export async function deleteBooking(id: string): Promise<Changed> {
  return (await apiRequest<Changed>(api.deleteBooking, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteBooking = () => useBookingMutation(deleteBooking);
