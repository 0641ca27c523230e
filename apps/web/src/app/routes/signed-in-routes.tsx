import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { SignedInHandle } from '../layouts/signed-in-layout';
import { signedInScreens } from '../route-access';
import { RouteError } from './route-error';

type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The built screens, by path. A path that is not here shows the "coming soon" placeholder, so no menu entry
 * leads to a blank page. Add a screen with: [routes.x]: () => import('@/features/x/routes/y').then((m) => ({ Component: m.Y })).
 */
const screens: Partial<Record<string, ScreenLoader>> = {};

export const signedInRoutes: RouteObject[] = signedInScreens.map((screen) => ({
  path: screen.path,
  handle: { access: screen.access, title: screen.title } satisfies SignedInHandle,
  ErrorBoundary: RouteError,
  lazy:
    screens[screen.path] ??
    (async () => {
      const { ComingSoonPage } = await import('./coming-soon');
      return { Component: () => <ComingSoonPage title={screen.title} /> };
    }),
}));
