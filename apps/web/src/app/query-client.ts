import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { DataFormatError } from '@/lib/read-list';

// Client errors (4xx) are answers, not glitches: retry only network and server failures.
// A malformed answer is not a glitch either.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof DataFormatError) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
