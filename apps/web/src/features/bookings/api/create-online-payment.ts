import { api, type CreateOnlinePaymentBody, type OnlinePaymentView } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// POST /tor/create-online-payment {bookingId, kind}: a Razorpay order for the balance or the deposit.
export async function createOnlinePayment(body: CreateOnlinePaymentBody): Promise<OnlinePaymentView> {
  return (await apiRequest<OnlinePaymentView>(api.createOnlinePayment, { method: 'POST', body })).data;
}

export const useCreateOnlinePayment = () => useMutation({ mutationFn: createOnlinePayment });
