import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useBookingMutation, type Changed } from './use-booking-mutation';

// PUT /tor/cancel-booking?id= (the customer up to 24 hours before, or an Admin).
export async function cancelBooking(id: string): Promise<Changed> {
  return (await apiRequest<Changed>(api.cancelBooking, { method: 'PUT', query: { id } })).data;
}

export const useCancelBooking = () => useBookingMutation(cancelBooking);
