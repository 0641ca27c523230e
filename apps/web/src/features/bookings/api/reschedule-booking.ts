import { api, type RescheduleBookingBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useBookingMutation, type Changed } from './use-booking-mutation';

// PUT /tor/reschedule-booking?id= {date, time} (the customer up to 24 hours before, or an Admin).
export async function rescheduleBooking({ id, body }: { id: string; body: RescheduleBookingBody }): Promise<Changed> {
  return (await apiRequest<Changed>(api.rescheduleBooking, { method: 'PUT', query: { id }, body })).data;
}

export const useRescheduleBooking = () => useBookingMutation(rescheduleBooking);
