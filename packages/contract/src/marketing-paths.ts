// The public site's paths and endpoints: plain constants, so a page that needs only these does not download
// zod (schemas/marketing.ts holds the forms' schemas, marketing-messages.ts their messages).

// The public site's pages (SPEC.md §2 public routes, plus the pages that SPEC.md shows only as link targets).
export const marketingRoutes = {
  aboutUs: '/who-we-are/about-us',
  research: '/who-we-are/research-innovation',
  ourBrand: '/who-we-are/our-brand',
  discover: '/who-we-are/discover',
  overview: '/what-we-do/overview',
  carWashing: '/what-we-do/carwashing',
  carCleaning: '/what-we-do/carcleaning',
  solutions: '/what-we-do/solutions',
  careers: '/careers/join-us',
  contact: '/contact-us',
  privacy: '/privacy-policy',
  terms: '/term-condition',
  exterior: '/services/exterior',
  interior: '/services/interior',
  premium: '/services/premium',
  bookNow: '/book-now',
  doorstep: '/doorstep-waterless-wash',
  news: '/news',
} as const;

// The public forms' endpoints (served under /tor like every other call).
export const marketingApi = {
  /** What every public page shows (issue 18); api.getPublicSite is the same path. */
  publicSite: '/tor/get-public-site',
  newsletter: '/tor/newsletter',
  contact: '/tor/contact',
  jobApplication: '/tor/job-application',
} as const;
