import { api } from '@autospa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSessionForLogout } from '@/lib/session';

export async function logout(): Promise<void> {
  try {
    await apiRequest(api.logout, { method: 'POST', ignoreUnauthorized: true, signal: AbortSignal.timeout(5000) });
  } catch {
    // The server may be down or the token already revoked; signing out locally still succeeds.
  }
}

/** Revokes the token, starts `leave` (the navigation away), then clears all browser storage and cached data. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leave: () => void) => {
      await logout();
      leave();
      clearSessionForLogout();
      queryClient.clear();
    },
  });
}
