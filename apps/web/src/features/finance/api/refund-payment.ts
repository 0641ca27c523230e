import { api, type RefundPaymentBody, type RefundPaymentResponse } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useFinanceMutation } from './use-finance-mutation';

// POST /tor/refund-payment (Admin) {paymentId, amount (rupees; all that is left when left out), reason}.
export async function refundPayment(body: RefundPaymentBody): Promise<RefundPaymentResponse> {
  return (await apiRequest<RefundPaymentResponse>(api.refundPayment, { method: 'POST', body })).data;
}

export const useRefundPayment = () => useFinanceMutation(refundPayment);
