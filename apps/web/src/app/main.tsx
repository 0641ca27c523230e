import '@fontsource-variable/inter';
import '../index.css';
import { routes } from '@autospa/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { router } from './router';

// A 401 on a signed-in call: the session is already cleared; drop cached data, say why and go to the login page.
setUnauthorizedHandler(() => {
  void import('./session-expired').then((m) => m.announceSessionExpired());
  void router.navigate(routes.login, { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
