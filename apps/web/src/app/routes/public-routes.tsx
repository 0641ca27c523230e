import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';

// Public pages, rendered inside PublicLayout. The catch-all 404 stays last.
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    ErrorBoundary: RouteError,
    lazy: () => import('./home').then((m) => ({ Component: m.HomePage })),
  },
  // Not lazy: the error boundaries already need it.
  { path: '*', ErrorBoundary: RouteError, Component: NotFoundPage },
];
