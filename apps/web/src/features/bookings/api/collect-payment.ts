import { api, type CreatePaymentBody } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';
import type { Changed } from './use-booking-mutation';

// POST /tor/create-payment from the job card (the Collect dialog): the same endpoint as the finance screen's
// Record payment, but what reloads is the booking lists (their paymentStatus; the dashboards sit under 'bookings')
// and the finance views.
export async function collectPayment(body: CreatePaymentBody): Promise<Changed> {
  return (await apiRequest<Changed>(api.createPayment, { method: 'POST', body })).data;
}

export function useCollectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectPayment,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.bookings, queryKeys.metrics, ['finance']]),
  });
}
