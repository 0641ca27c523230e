// The business's own details, in one place (BRAND.md sample values until the owner supplies real ones).
// index.html repeats them in its JSON-LD block for crawlers; e2e/tests/public-seo.spec.ts keeps the two equal.
import { BUSINESS_ADDRESS_LINE, businessMapHref } from '@autospa/contract';

const phones = ['+91 98100 12345', '+91 98100 67890'] as const;
const emails = ['hello@autospa.example', 'bookings@autospa.example'] as const;

export const business = {
  name: 'Auto Spa',
  tagline: 'Your car is always in great hands with us.',
  siteUrl: 'https://autospa.example',
  foundedYear: 2025,
  address: {
    street: 'Plot 42, Sector 18',
    city: 'Gurugram',
    region: 'Haryana',
    postalCode: '122015',
    country: 'IN',
  },
  addressLine: BUSINESS_ADDRESS_LINE,
  phones,
  emails,
  /** The contact page's reading of the opening hours (SPEC.md §2 Contact). */
  hours: 'Wednesday to Sunday 7:00 AM to 5:00 PM',
  /** The FAQ's reading (SPEC.md §9); the two readings differ and both are kept. */
  faqHours: { weekdays: 'Monday-Saturday 8:00 AM-7:00 PM', sunday: 'Sunday 9:00 AM-5:00 PM' },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/autospa.example' },
    { name: 'Instagram', href: 'https://www.instagram.com/autospa.example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@autospa.example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/autospa-example' },
  ],
} as const;

export type SocialNetwork = (typeof business.social)[number]['name'];

/** 'tel:' link for a phone written with spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

export const mapHref = businessMapHref;
