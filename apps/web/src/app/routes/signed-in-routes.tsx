import type { RouteObject } from 'react-router';
import type { SignedInHandle } from '../layouts/signed-in-layout';
import { signedInScreens } from '../route-access';
import { RouteError } from './route-error';

// The screens' loaders (and the chunk lists Vite keeps for each) live in their own module, fetched with the
// first signed-in screen: a public page's first load then carries only the paths (issue 5: ≤ 120 KB on /).
export const signedInRoutes: RouteObject[] = signedInScreens.map((screen) => ({
  path: screen.path,
  handle: { access: screen.access, title: screen.title } satisfies SignedInHandle,
  ErrorBoundary: RouteError,
  lazy: () => import('./signed-in-screens').then((m) => m.loadScreen(screen.path, screen.title)),
}));
