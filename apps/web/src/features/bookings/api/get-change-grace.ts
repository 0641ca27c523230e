import { api, type SettingsView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /tor/get-settings (public), shared with the settings screen's cache: the grace after booking in which
// any booking may still be changed online (setting changeGraceMinutes).
export const useChangeGrace = () =>
  useQuery({
    queryKey: queryKeys.settings,
    queryFn: async () => (await apiRequest<SettingsView>(api.getSettings)).data,
    select: (s) => s.changeGraceMinutes,
  });
