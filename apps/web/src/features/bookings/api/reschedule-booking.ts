import { api, type RescheduleBookingBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import type { Changed } from './use-booking-mutation';

// PUT /tor/reschedule-booking?id= {date, time} (the customer up to 24 hours before, or an Admin).
export type RescheduleVariables = { id: string; body: RescheduleBookingBody };

export async function rescheduleBooking({ id, body }: RescheduleVariables): Promise<Changed> {
  return (await apiRequest<Changed>(api.rescheduleBooking, { method: 'PUT', query: { id }, body })).data;
}
