import { marketingRoutes as m } from '@autospa/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ServicePageKey } from '@/content/service-pages';
import { BookNowRedirect } from './book-now-redirect';
import { NotFoundContent } from './not-found';
import { RouteError } from './route-error';

type Loader = () => Promise<{ Component: ComponentType }>;
const page = (path: string, lazy: Loader): RouteObject => ({ path, ErrorBoundary: RouteError, lazy });

const servicePage = (path: string, key: ServicePageKey) =>
  page(path, () => import('@/features/marketing/services/service-page').then((mod) => ({ Component: mod.servicePage(key) })));

// Public pages, rendered inside PublicLayout; each loads its own code. The catch-all 404 stays last.
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    ErrorBoundary: RouteError,
    lazy: () => import('@/features/marketing/home/home-page').then((mod) => ({ Component: mod.HomePage })),
  },
  page(m.aboutUs, () => import('@/features/marketing/about/about-page').then((mod) => ({ Component: mod.AboutPage }))),
  page(m.research, () => import('@/features/marketing/about/research-page').then((mod) => ({ Component: mod.ResearchPage }))),
  page(m.ourBrand, () => import('@/features/marketing/about/brand-page').then((mod) => ({ Component: mod.BrandPage }))),
  page(m.discover, () => import('@/features/marketing/about/discover-page').then((mod) => ({ Component: mod.DiscoverPage }))),
  servicePage(m.overview, 'overview'),
  servicePage(m.carWashing, 'carWashing'),
  servicePage(m.carCleaning, 'carCleaning'),
  servicePage(m.solutions, 'solutions'),
  servicePage(m.exterior, 'exterior'),
  servicePage(m.interior, 'interior'),
  servicePage(m.premium, 'premium'),
  page(m.doorstep, () => import('@/features/marketing/landing/landing-page').then((mod) => ({ Component: mod.LandingPage }))),
  page(m.careers, () => import('@/features/marketing/careers/careers-page').then((mod) => ({ Component: mod.CareersPage }))),
  page(m.contact, () => import('@/features/marketing/contact/contact-page').then((mod) => ({ Component: mod.ContactPage }))),
  // SPEC.md's public Book Now page leads to the one booking flow (docs/spec-deviations.md).
  { path: m.bookNow, Component: BookNowRedirect },
  page(m.privacy, () => import('@/features/marketing/legal/privacy-page').then((mod) => ({ Component: mod.PrivacyPage }))),
  page(m.terms, () => import('@/features/marketing/legal/terms-page').then((mod) => ({ Component: mod.TermsPage }))),
  page(m.news, () => import('@/features/marketing/news/news-page').then((mod) => ({ Component: mod.NewsPage }))),
  // Not lazy: the error boundaries already need it.
  { path: '*', ErrorBoundary: RouteError, Component: NotFoundContent },
];
