import { api, type BookingActionBody, type bookingActionResponse } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { bookingLinkQuery } from './get-booking-link';

type ActionAnswer = z.infer<typeof bookingActionResponse>;

export async function takeBookingAction(body: BookingActionBody): Promise<ActionAnswer> {
  return (await apiRequest<ActionAnswer>(api.bookingAction, { method: 'POST', body, auth: false, ignoreUnauthorized: true })).data;
}

/** POST /tor/booking-action: "I'm coming" or "Cancel"; the page then shows the booking as the answer gives it. */
export function useBookingAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingActionBody['action']) => takeBookingAction({ token, action }),
    onSuccess: (answer) => queryClient.setQueryData(bookingLinkQuery(token).queryKey, answer.booking),
    // Refused (closed meanwhile, too late): show the booking as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingLinkQuery(token).queryKey }),
  });
}
