import { api, type upiLinkResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UpiLink = z.infer<typeof upiLinkResponse>;

// GET /tor/get-upi-link?bookingId= (Admin, Employee on its own or an unassigned job): what the QR code holds.
export async function getUpiLink(bookingId: string): Promise<UpiLink> {
  return (await apiRequest<UpiLink>(api.getUpiLink, { query: { bookingId } })).data;
}

// Under the bookings key, so a payment (which changes what is still due) reloads it.
export const upiLinkQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: [...queryKeys.bookings, 'upi-link', bookingId], queryFn: () => getUpiLink(bookingId), staleTime: 0 });

export const useUpiLink = (bookingId: string, enabled: boolean) => useQuery({ ...upiLinkQueryOptions(bookingId), enabled });
