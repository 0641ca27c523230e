import { api, type CreateExpenseBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useFinanceMutation, type Saved } from './use-finance-mutation';

// POST /tor/create-expense (Admin) {date, category, amount (rupees), note}.
export async function createExpense(body: CreateExpenseBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createExpense, { method: 'POST', body })).data;
}

export const useCreateExpense = () => useFinanceMutation(createExpense);
