import { api, type PlanView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';
import { planTexts } from '../components/plan-texts';

// GET /tor/get-plans: the plans for sale (anyone); the Admin's list asks for the inactive ones too (?all=true).
export const getPlans = async (all: boolean): Promise<PlanView[]> =>
  (await readList<PlanView>(api.getPlans, planTexts.failedPlans, all ? { all: 'true' } : undefined)).data;

export const usePlans = (all = false) => useQuery({ queryKey: queryKeys.planList(all), queryFn: () => getPlans(all) });
