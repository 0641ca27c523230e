import { api, type PaymentOptionsView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /tor/get-payment-options (public): whether paying online is offered, the hold, where Checkout loads from.
export async function getPaymentOptions(): Promise<PaymentOptionsView> {
  return (await apiRequest<PaymentOptionsView>(api.getPaymentOptions)).data;
}

export const usePaymentOptions = () =>
  useQuery(queryOptions({ queryKey: ['payment-options'], queryFn: getPaymentOptions, staleTime: 5 * 60_000 }));
