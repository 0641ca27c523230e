import '../index.css';
import './effect-timing';
import { routes } from '@autospa/contract';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { openEveryDeferredPart } from '@/features/marketing/shared/deferred';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { planHydrationTurns } from './hydrate-in-turn';
import { nextTask } from './next-task';
import { router } from './router';

// A 401 on a signed-in call: the session is already cleared; drop cached data, say why and go to the login page.
setUnauthorizedHandler(() => {
  void import('./session-expired').then((m) => m.announceSessionExpired());
  void router.navigate(routes.login, { replace: true });
});

// A page waits to show until every server-rendered part it keeps (the footer) has hydrated: load them now.
router.subscribe((state) => {
  if (state.navigation.state !== 'idle') openEveryDeferredPart();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A page the server rendered (apps/api/src/plugins/page-renderer.ts) is hydrated: the app takes over the HTML on
// screen instead of drawing it again. It waits for the router to load this route's code first, so that the first
// render is the page the server rendered and not the loading screen. Any other page (the signed-in area, the
// booking page) is rendered here. Preact hydrates in one piece (decision 016): it starts in a task of its own, so
// that the browser can paint and respond between running the scripts and hydrating, and the page's main part
// hydrates in a task after that (HydrateInTurn).
const serverRendered = container.firstElementChild !== null;
const start = () => {
  if (serverRendered)
    nextTask(() => {
      planHydrationTurns(['main']);
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
};

if (!serverRendered || router.state.initialized) start();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
