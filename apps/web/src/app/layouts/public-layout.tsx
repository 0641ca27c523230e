import { lazy } from 'react';
import { Outlet } from 'react-router';
import { BusinessJsonLd } from '@/features/marketing/layout/business-json-ld';
import { SiteHeader } from '@/features/marketing/layout/site-header';
import { Deferred } from '@/features/marketing/shared/deferred';

// The footer's code loads as the visitor scrolls towards it (on the home page it is far below the first screen);
// its words are in the server's HTML from the start (Deferred).
const SiteFooter = lazy(() => import('@/features/marketing/layout/site-footer').then((m) => ({ default: m.SiteFooter })));

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <Deferred component={SiteFooter} placeholderHeight="24rem" placeholderClassName="bg-navy" />
      <BusinessJsonLd />
    </div>
  );
}
