import { api, pricingMessages, type AddOnView, type CreateAddOnBody, type UpdateAddOnBody } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readList } from '@/lib/read-list';
import { useCatalogMutation, type Saved } from './use-catalog-mutation';

// GET /tor/get-add-ons: the whole catalog, Active and Inactive.
export const getAddOns = async (): Promise<AddOnView[]> => (await readList<AddOnView>(api.getAddOns, pricingMessages.failedAddOns)).data;

export const useAddOns = () => useQuery({ queryKey: queryKeys.addOns, queryFn: getAddOns });

// POST /tor/create-add-on and PUT /tor/update-add-on?id= (partial: the status switch sends only `status`).
export async function createAddOn(body: CreateAddOnBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.createAddOn, { method: 'POST', body })).data;
}
export async function updateAddOn({ id, body }: { id: string; body: UpdateAddOnBody }): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateAddOn, { method: 'PUT', query: { id }, body })).data;
}

export const useCreateAddOn = () => useCatalogMutation(createAddOn);
export const useUpdateAddOn = () => useCatalogMutation(updateAddOn);
