import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../query-client';
import { AppToaster } from '@/components/ui/app-toaster';

// Server data and toasts for the sign-in screens and the signed-in area. A lazy route of its own, so the
// public marketing pages (which need neither) do not download TanStack Query and sonner on their first load.
export function AppDataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <AppToaster />
    </QueryClientProvider>
  );
}
