import { api, type PublicBookingBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useSubmit } from '../shared/use-submit';

// POST /tor/create-public-booking → 201 { message, ... }.
export function createPublicBooking(body: PublicBookingBody) {
  return apiRequest<{ message: string }>(api.createPublicBooking, { method: 'POST', body, auth: false });
}

export function useCreatePublicBooking() {
  return useSubmit(createPublicBooking);
}
