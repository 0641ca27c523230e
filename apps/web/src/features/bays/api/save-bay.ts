import { api, type BayView, type CreateBayBody, type UpdateBayBody } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { reloadAfterWrite } from '@/lib/reload-after-write';

type Saved = { message: string; bay: BayView };
/** A new bay (no id) or the changes to one. */
export type SaveBay = { id?: string; body: CreateBayBody | UpdateBayBody };

export async function saveBay({ id, body }: SaveBay): Promise<Saved> {
  const { data } = id
    ? await apiRequest<Saved>(api.updateBay, { method: 'PUT', query: { id }, body })
    : await apiRequest<Saved>(api.createBay, { method: 'POST', body });
  return data;
}

// POST /tor/create-bay or PUT /tor/update-bay?id=; the bays, the settings (their count) and the bookings reload after.
export function useSaveBay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBay,
    onSuccess: () => reloadAfterWrite(queryClient, [queryKeys.bays, queryKeys.settings, queryKeys.bookings]),
  });
}
