import { api, type SubscriptionView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-my-subscriptions (User): the customer's plans, for paying a booking with a credit (My Plans' key).
export const useMyPlans = (signedIn: boolean) =>
  useQuery({
    queryKey: queryKeys.mySubscriptions,
    queryFn: async () => (await apiRequest<{ subscriptions?: SubscriptionView[] }>(api.getMySubscriptions)).data.subscriptions ?? [],
    enabled: signedIn,
    retry: false,
  });
