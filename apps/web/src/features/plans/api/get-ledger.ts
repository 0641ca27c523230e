import { api, type LedgerRowView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Ledger = { subscriptionId: string; balance: number; rows: LedgerRowView[] };

// GET /tor/get-plan-ledger?subscriptionId=: every credit in and out, with the balance (their sum).
export const getLedger = async (subscriptionId: string): Promise<Ledger> =>
  (await apiRequest<Ledger>(api.getPlanLedger, { query: { subscriptionId } })).data;

export const useLedger = (subscriptionId: string) =>
  useQuery({ queryKey: queryKeys.planLedger(subscriptionId), queryFn: () => getLedger(subscriptionId) });
