import {
  api,
  type AdjustCreditsBody,
  type PauseSubscriptionBody,
  type PlanPaymentBody,
  type SubscribePlanBody,
  type SubscriptionView,
} from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Answer = { message: string; subscription?: SubscriptionView };

const post = (path: string, body: unknown) => apiRequest<Answer>(path, { method: 'POST', body }).then((r) => r.data);
const put = (path: string, id: string, body?: unknown) =>
  apiRequest<Answer>(path, { method: 'PUT', query: { id }, ...(body !== undefined && { body }) }).then((r) => r.data);

/** Every write to a subscription reloads the plan lists, ledgers and visits (and the bookings a credit paid). */
function usePlanWrite<T>(write: (input: T) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.plans }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
      ]),
  });
}

export const useSubscribe = () => usePlanWrite((body: SubscribePlanBody) => post(api.subscribePlan, body));
export const usePauseSubscription = () =>
  usePlanWrite(({ id, body }: { id: string; body: PauseSubscriptionBody }) => put(api.pauseSubscription, id, body));
export const useCancelSubscription = () => usePlanWrite((id: string) => put(api.cancelSubscription, id));
export const useAdjustCredits = () => usePlanWrite((body: AdjustCreditsBody) => post(api.adjustPlanCredits, body));
export const usePlanPayment = () => usePlanWrite((body: PlanPaymentBody) => post(api.createPlanPayment, body));
