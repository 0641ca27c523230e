import { api } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAccountViews, type AccountKind } from './refresh-account-views';

const paths = { User: api.deleteUser, Employee: api.deleteEmployee } as const;

/** DELETE /tor/delete-user|delete-employee?id=: deactivates (the account and its history stay; it cannot sign in). */
export async function deactivateAccount({ kind, id }: { kind: AccountKind; id: string }): Promise<{ message?: string } | undefined> {
  const { data } = await apiRequest<{ message?: string } | undefined>(paths[kind], { method: 'DELETE', query: { id } });
  return data;
}

export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateAccount, onSuccess: () => refreshAccountViews(queryClient) });
}
