import { api, type SettingsView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-settings (public), in the settings' shared cache: the time zone invoice dates are read in.
export const useBusinessZone = () =>
  useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => (await apiRequest<SettingsView>(api.getSettings)).data,
    select: (s) => s.timeZone,
  }).data ?? 'Asia/Kolkata';
