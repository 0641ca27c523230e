import { WEEKDAYS, type OpeningHours, type PublicSiteView, type Weekday } from '@autospa/contract';
import { business } from '@/content/business';

// schema.org AutoWash for search engines, from the same data the pages and the booking show.

const schemaDay: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const mondayFirst: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

type HoursSpec = { '@type': 'OpeningHoursSpecification'; dayOfWeek: string[]; opens: string; closes: string };

/** One entry per run of days (Monday first) with equal hours; closed days are left out. */
export function openingHoursSpecification(hours: OpeningHours): HoursSpec[] {
  const specs: HoursSpec[] = [];
  let previous: Weekday | undefined;
  for (const day of mondayFirst) {
    const h = hours[day];
    const last = specs.at(-1);
    const prev = previous ? hours[previous] : null;
    previous = day;
    if (!h) continue;
    if (last && prev && prev.open === h.open && prev.close === h.close) last.dayOfWeek.push(schemaDay[day]);
    else specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: [schemaDay[day]], opens: h.open, closes: h.close });
  }
  return specs;
}

/** '₹499–₹2,999' from the services' lowest prices; a single price alone; none without services. */
function priceRange(services: PublicSiteView['services']): string | undefined {
  const first = services[0];
  const last = services.at(-1);
  if (!first || !last) return undefined;
  return first.from === last.from ? first.from : `${first.from}–${last.from}`;
}

export function businessJsonLd(site: PublicSiteView): Record<string, unknown> {
  const b = site.business;
  const range = priceRange(site.services);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoWash',
    name: b.name,
    description: 'Hand car wash and detailing, eco-friendly water-saving and contactless washing, and a waterless wash at your door-step.',
    url: `${business.siteUrl}/`,
    logo: `${business.siteUrl}/icon-512.png`,
    image: `${business.siteUrl}/og-image.png`,
    telephone: b.phones,
    email: b.emails,
    ...(range && { priceRange: range }),
    currenciesAccepted: 'INR',
    paymentAccepted: 'Cash, UPI, Credit Card, Debit Card, Online',
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.street,
      addressLocality: b.city,
      addressRegion: b.region,
      postalCode: b.postalCode,
      addressCountry: 'IN',
    },
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    sameAs: business.social.map((s) => s.href),
  };
}

/** The JSON as a <script> may hold it: '<' written \u003c, so no '</script>' in a value can end the block. */
export const scriptSafeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
