import { Toaster } from 'sonner';

// The toasts' one place and look: the signed-in area and sign-in screens (app/layouts/app-data-layout.tsx) and the login
// page, which mounts it only when the visitor arrives from another screen (features/auth/routes/login.tsx).
export function AppToaster() {
  return <Toaster position="top-center" richColors closeButton />;
}
