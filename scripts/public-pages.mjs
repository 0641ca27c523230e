// Every public route of SPEC.md §2 (and the pages that stand behind its link targets): the one list the bundle
// measure (scripts/measure-bundles.mjs) and the Lighthouse bench (scripts/bench/pages.ts) both go through.
export const PUBLIC_PAGES = [
  '/',
  '/who-we-are/about-us',
  '/who-we-are/research-innovation',
  '/who-we-are/our-brand',
  '/who-we-are/discover',
  '/what-we-do/overview',
  '/what-we-do/carwashing',
  '/what-we-do/carcleaning',
  '/what-we-do/solutions',
  '/services/exterior',
  '/services/interior',
  '/services/premium',
  '/doorstep-waterless-wash',
  '/careers/join-us',
  '/contact-us',
  '/news',
  '/privacy-policy',
  '/term-condition',
  '/Sign-In/Login',
];

// First-load JS budgets (gzip -9) in decimal kilobytes, the stricter reading: 120 kB = 120,000 bytes = 117.2 KiB.
export const FIRST_LOAD_JS_BUDGET_KB = { '/': 120, '/Sign-In/Login': 90 };
