import { api, type SubscriptionView } from '@autospa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';
import { planTexts } from '../components/plan-texts';

// GET /tor/get-my-subscriptions (User): the customer's plans, each with its status and balance.
export async function getMySubscriptions(): Promise<SubscriptionView[]> {
  const { data } = await apiRequest<{ subscriptions?: SubscriptionView[] }>(api.getMySubscriptions);
  return data.subscriptions ?? [];
}
export const useMySubscriptions = (enabled = true) =>
  useQuery({ queryKey: queryKeys.mySubscriptions, queryFn: getMySubscriptions, enabled });

export type SubscriptionParams = { page: number; limit: number; status?: string };

// GET /tor/get-subscriptions (Admin): every subscription, newest first, a page at a time.
export const useSubscriptions = (params: SubscriptionParams) =>
  useQuery({
    queryKey: queryKeys.subscriptionList(params),
    queryFn: () => readList<SubscriptionView>(api.getSubscriptions, planTexts.failedSubscriptions, params),
    placeholderData: keepPreviousData,
  });
