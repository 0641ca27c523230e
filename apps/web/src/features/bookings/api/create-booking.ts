import { api, type BookingView, type CreateBookingBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useBookingMutation } from './use-booking-mutation';

type Created = { message?: string; booking?: BookingView } | undefined;

// POST /tor/create-booking {name, subName, serviceName, date, time, carNo} → {message, booking}.
export async function createBooking(body: CreateBookingBody): Promise<Created> {
  return (await apiRequest<Created>(api.createBooking, { method: 'POST', body })).data;
}

export const useCreateBooking = () => useBookingMutation(createBooking);
