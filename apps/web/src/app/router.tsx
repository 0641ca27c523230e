import { routes } from '@autospa/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { SignedInLayout, type SignedInHandle } from './layouts/signed-in-layout';
import { signedInScreens } from './route-access';
import { NotFoundPage } from './routes/not-found';
import { PageLoading } from './routes/page-loading';
import { RootError, RouteError } from './routes/route-error';

// Signed-in screens are placeholders for now; replace a screen's `lazy` import when it is built.
const signedInRoutes: RouteObject[] = signedInScreens.map((screen) => ({
  path: screen.path,
  handle: { access: screen.access, title: screen.title } satisfies SignedInHandle,
  ErrorBoundary: RouteError,
  lazy: async () => {
    const { ComingSoonPage } = await import('./routes/coming-soon');
    return { Component: () => <ComingSoonPage title={screen.title} /> };
  },
}));

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            ErrorBoundary: RouteError,
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomePage })),
          },
          {
            Component: AuthLayout,
            children: [
              {
                path: routes.login,
                ErrorBoundary: RouteError,
                lazy: () => import('@/features/auth/routes/login').then((m) => ({ Component: m.LoginRoute })),
              },
              {
                path: routes.register,
                ErrorBoundary: RouteError,
                lazy: () => import('@/features/auth/routes/register').then((m) => ({ Component: m.RegisterRoute })),
              },
              {
                path: routes.forgotPassword,
                ErrorBoundary: RouteError,
                lazy: () => import('@/features/auth/routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
              },
            ],
          },
          // Not lazy: the error boundaries already need it.
          { path: '*', ErrorBoundary: RouteError, Component: NotFoundPage },
        ],
      },
      { Component: SignedInLayout, children: signedInRoutes },
    ],
  },
]);
