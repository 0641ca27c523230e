import { api, type UpdateEmployeeBody, type UpdateUserBody } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAccountViews } from './refresh-account-views';

export type AccountUpdate = { kind: 'User'; id: string; body: UpdateUserBody } | { kind: 'Employee'; id: string; body: UpdateEmployeeBody };

const paths = { User: api.updateUser, Employee: api.updateEmployee } as const;

/** PUT /tor/update-user|update-employee?id= with a partial body; `active: true` re-activates. */
export async function updateAccount({ kind, id, body }: AccountUpdate): Promise<{ message?: string } | undefined> {
  const { data } = await apiRequest<{ message?: string } | undefined>(paths[kind], { method: 'PUT', query: { id }, body });
  return data;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSuccess: () => refreshAccountViews(queryClient) });
}
