import { api, type PlanVisitView } from '@autospa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';
import { planTexts } from '../components/plan-texts';

export type VisitParams = { page: number; limit: number; status?: string; from?: string; to?: string; subscriptionId?: string };

// GET /tor/get-plan-visits: the Admin's visits by day and status; a customer gets its own.
export const usePlanVisits = (params: VisitParams) =>
  useQuery({
    queryKey: queryKeys.planVisits(params),
    queryFn: () => readList<PlanVisitView>(api.getPlanVisits, planTexts.failedVisits, params),
    placeholderData: keepPreviousData,
  });

// GET /tor/get-visit-photo?visitId= with the session's token (an <img src> could not send it): the photo as a
// blob URL for an <img>, let go when the component leaves.
export function useVisitPhoto(visitId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.visitPhoto(visitId ?? ''),
    queryFn: async () => (await apiRequest<Blob>(api.getVisitPhoto, { query: { visitId: visitId! }, asBlob: true })).data,
    enabled: !!visitId,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data]);
  return { url, isPending: query.isPending && !!visitId, isError: query.isError };
}
