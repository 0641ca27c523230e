import { api, type SettingsView, type UpdateSettingsBody } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Saved = { message: string; settings: SettingsView };

// PUT /tor/update-settings (Admin): only the fields sent change.
export async function updateSettings(body: UpdateSettingsBody): Promise<Saved> {
  return (await apiRequest<Saved>(api.updateSettings, { method: 'PUT', body })).data;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
