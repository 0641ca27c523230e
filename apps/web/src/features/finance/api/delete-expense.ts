import { api } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useFinanceMutation, type Saved } from './use-finance-mutation';

// DELETE /tor/delete-expense?id= (Admin).
export async function deleteExpense(id: string): Promise<Saved> {
  return (await apiRequest<Saved>(api.deleteExpense, { method: 'DELETE', query: { id } })).data;
}

export const useDeleteExpense = () => useFinanceMutation(deleteExpense);
