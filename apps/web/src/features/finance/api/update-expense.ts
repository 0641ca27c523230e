import { api, type UpdateExpenseBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useFinanceMutation, type Saved } from './use-finance-mutation';

// PUT /tor/update-expense?id= (Admin): any of date, category, amount, note.
export async function updateExpense({ id, body }: { id: string; body: UpdateExpenseBody }): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateExpense, { method: 'PUT', query: { id }, body })).data;
}

export const useUpdateExpense = () => useFinanceMutation(updateExpense);
