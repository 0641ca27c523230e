import '@fontsource-variable/inter';
import '../index.css';
import { messages, routes } from '@autospa/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { toast } from 'sonner';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { router } from './router';

// A 401 on a signed-in call: the session is already cleared; drop cached data and go to the login page.
setUnauthorizedHandler(() => {
  queryClient.clear();
  toast.error(messages.auth.sessionExpired, { id: 'session-expired' });
  void router.navigate(routes.login, { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
