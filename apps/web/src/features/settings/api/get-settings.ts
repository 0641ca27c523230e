import { api, type SettingsView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-settings: bays, opening hours, time zone and the per-customer booking limit.
export async function getSettings(): Promise<SettingsView> {
  return (await apiRequest<SettingsView>(api.getSettings)).data;
}

export const settingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
