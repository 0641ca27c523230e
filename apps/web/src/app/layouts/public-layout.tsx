import { lazy } from 'react';
import { Outlet } from 'react-router';
import { BusinessJsonLd } from '@/features/marketing/layout/business-json-ld';
import { SiteHeader } from '@/features/marketing/layout/site-header';
import { Deferred } from '@/features/marketing/shared/deferred';
import { HydrateInTurn } from '../hydrate-in-turn';

// The footer's code loads as the visitor scrolls towards it (on the home page it is far below the first screen);
// its words are in the server's HTML from the start (Deferred).
const SiteFooter = lazy(() => import('@/features/marketing/layout/site-footer').then((m) => ({ default: m.SiteFooter })));

export function PublicLayout() {
  return (
    <div className="public-site flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* The page's own part hydrates in a task after the header's (app/hydrate-in-turn.tsx). */}
      <HydrateInTurn name="main">
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
      </HydrateInTurn>
      <Deferred component={SiteFooter} placeholderHeight="24rem" placeholderClassName="bg-navy" />
      <BusinessJsonLd />
    </div>
  );
}
