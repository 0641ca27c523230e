import { api, type CreatePaymentBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useFinanceMutation, type Saved } from './use-finance-mutation';

// POST /tor/create-payment (Admin; an Employee on its own jobs) {bookingId, method, amount (rupees), note}.
export async function createPayment(body: CreatePaymentBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createPayment, { method: 'POST', body })).data;
}

export const useCreatePayment = () => useFinanceMutation(createPayment);
