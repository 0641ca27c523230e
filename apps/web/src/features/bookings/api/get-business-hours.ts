import { api, type SettingsView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-settings (public), shared with the settings screen's cache: the time zone and opening hours the
// timeline is drawn in.
export const useBusinessHours = () =>
  useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => (await apiRequest<SettingsView>(api.getSettings)).data,
    select: (s) => ({ timeZone: s.timeZone, openingHours: s.openingHours }),
  });
