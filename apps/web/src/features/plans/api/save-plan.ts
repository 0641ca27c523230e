import { api, type CreatePlanBody, type PlanView } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Saved = { message: string; plan: PlanView };
/** A new plan (no id), or the whole plan again for PUT /tor/update-plan?id= (activate and deactivate too). */
export type SavePlan = { id?: string; body: CreatePlanBody };

export async function savePlan({ id, body }: SavePlan): Promise<Saved> {
  const { data } = id
    ? await apiRequest<Saved>(api.updatePlan, { method: 'PUT', query: { id }, body })
    : await apiRequest<Saved>(api.createPlan, { method: 'POST', body });
  return data;
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlan, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.plans }) });
}
