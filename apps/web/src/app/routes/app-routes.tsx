import { routes } from '@autospa/contract';
import type { RouteObject } from 'react-router';
import { ROOT_ROUTE_ID, rootLoader } from '@/lib/public-site';
import { AuthLayout } from '../layouts/auth-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { publicRoutes } from './public-routes';
import { signedInRoutes } from './signed-in-routes';
import { PageLoading } from './page-loading';
import { RootError, RouteError } from './route-error';

// The whole route tree: the browser router (app/router.tsx) and the build-time prerender (prerender/) share it.
export const appRoutes: RouteObject[] = [
  {
    // Its loader gives every page the public site's data (lib/public-site.ts).
    id: ROOT_ROUTE_ID,
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: PageLoading,
    children: [
      {
        // TanStack Query and toasts: the sign-in screens (but the login page, below) and the signed-in area share
        // one instance, so a toast survives the move between them. Lazy, like the signed-in shell: public pages load neither.
        lazy: () => import('../layouts/app-data-layout').then((m) => ({ Component: m.AppDataLayout })),
        children: [
          {
            Component: PublicLayout,
            children: [
              {
                // The one booking page (issue 16): public, but it reads the catalog, the customer's cars and free times.
                path: routes.book,
                ErrorBoundary: RouteError,
                lazy: () => import('@/features/book/routes/book').then((m) => ({ Component: m.BookRoute })),
              },
              {
                Component: AuthLayout,
                children: [
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
                  {
                    path: routes.reportProfileChange,
                    ErrorBoundary: RouteError,
                    lazy: () => import('@/features/profile/routes/report-change').then((m) => ({ Component: m.ReportProfileChangeRoute })),
                  },
                  {
                    // A guest's booking by the link in its confirmation mail (issue 16).
                    path: routes.manageBooking,
                    ErrorBoundary: RouteError,
                    lazy: () => import('@/features/bookings/routes/manage-booking').then((m) => ({ Component: m.ManageBookingRoute })),
                  },
                  {
                    // Issue 19: a reminder's one-tap links, and the opt-out link of a text message.
                    path: routes.bookingLink,
                    ErrorBoundary: RouteError,
                    lazy: () => import('@/features/booking-links/routes/booking-link').then((m) => ({ Component: m.BookingLinkRoute })),
                  },
                  {
                    path: routes.stopMessages,
                    ErrorBoundary: RouteError,
                    lazy: () => import('@/features/booking-links/routes/stop-messages').then((m) => ({ Component: m.StopMessagesRoute })),
                  },
                ],
              },
            ],
          },
          {
            lazy: () => import('../layouts/signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
            children: signedInRoutes,
          },
        ],
      },
      {
        // The sign-in page, outside the app-data layout: its first load carries neither TanStack Query nor sonner
        // (issue 18: ≤ 90 kB of JS). It shows a toast from the screen the visitor came from itself.
        Component: PublicLayout,
        children: [
          {
            Component: AuthLayout,
            children: [
              {
                path: routes.login,
                ErrorBoundary: RouteError,
                lazy: () => import('@/features/auth/routes/login').then((m) => ({ Component: m.LoginRoute })),
              },
            ],
          },
        ],
      },
      // The public site: its own header and footer, no server-data libraries.
      { Component: PublicLayout, children: publicRoutes },
    ],
  },
];
