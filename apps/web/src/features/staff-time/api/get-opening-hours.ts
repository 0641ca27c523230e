import { api, type OpeningHours, type SettingsView } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-settings: the business's opening hours, which an employee without its own shifts follows.
export async function getSettings(): Promise<SettingsView> {
  return (await apiRequest<SettingsView>(api.getSettings)).data;
}

export const openingHoursQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings, select: (s): OpeningHours => s.openingHours });

export const useOpeningHours = () => useQuery(openingHoursQueryOptions());
