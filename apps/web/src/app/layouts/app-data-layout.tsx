import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../query-client';

// Server data and toasts for the sign-in screens and the signed-in area. A lazy route of its own, so the
// public marketing pages (which need neither) do not download TanStack Query and sonner on their first load.
export function AppDataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
