import '@fontsource-variable/inter';
import '../index.css';
import { routes } from '@autospa/contract';
import { startTransition, StrictMode } from 'react';
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

// A transition: React renders the first screen in slices and lets the browser respond in between, instead of
// one long task (the page is already on screen when prerendered, so nothing waits for this render).
const start = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );

// A prerendered page (scripts/prerender.mjs) stays on screen until the router has loaded this route's code, so
// the visitor never sees the loading spinner between the static page and the live one. createRoot, not
// hydrateRoot: React replaces the static copy, so a difference (such as a signed-in header) is no error.
if (container.querySelector('[data-prerendered]') && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
} else start();
