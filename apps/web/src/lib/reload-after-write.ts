import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reloads what a write changed. Reads still on their way are cancelled first: TanStack Query hands a refetch
 * the promise of a first fetch already running (a search typed during the write, say), and that read may
 * have been answered before the write committed, which would leave the old state on screen.
 */
export async function reloadAfterWrite(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
