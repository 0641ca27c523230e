import { api, type BookingView, type GuestBookingResponse } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';
import type { BookDraft } from '../hooks/book-draft';

export type Confirmed = { kind: 'customer'; bookingId: string } | { kind: 'guest'; manageToken: string };

type ConfirmInput = { draft: BookDraft; signedIn: boolean; atDoor: boolean; idempotencyKey: string };

const doorstep = (draft: BookDraft, atDoor: boolean) =>
  atDoor ? { address: draft.address.trim(), landmark: draft.landmark.trim() || undefined } : {};

/**
 * POST /tor/create-booking (signed-in, the saved car) or /tor/create-guest-booking (a guest, the car by its
 * fields), both with the review's Idempotency-Key: a repeat answers the same booking, never a second one.
 */
export async function confirmBooking({ draft, signedIn, atDoor, idempotencyKey }: ConfirmInput): Promise<Confirmed> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const common = { serviceName: draft.serviceName, addOns: draft.addOns, date: draft.date, time: draft.time, ...doorstep(draft, atDoor) };
  if (signedIn) {
    // The saved car by id, and by its names as SPEC.md's payload has them (name = category).
    const body = {
      ...common,
      vehicleId: draft.vehicleId,
      name: draft.categoryName,
      subName: draft.subName || undefined,
      carNo: draft.plate,
      // Issue 20: one credit of the customer's plan instead of the price.
      subscriptionId: draft.subscriptionId || undefined,
    };
    const { data } = await apiRequest<{ message: string; booking: BookingView }>(api.createBooking, { method: 'POST', body, headers });
    return { kind: 'customer', bookingId: data.booking._id };
  }
  const body = {
    ...common,
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    categoryName: draft.categoryName,
    subName: draft.subName || undefined,
    carNo: draft.plate.trim(),
    createAccount: draft.createAccount,
  };
  const { data } = await apiRequest<GuestBookingResponse>(api.createGuestBooking, { method: 'POST', body, headers, auth: false });
  return { kind: 'guest', manageToken: data.manageToken };
}

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSettled: () => reloadAfterWrite(queryClient, [queryKeys.bookings, queryKeys.metrics, queryKeys.services]),
  });
}
