// What the site says about itself that is not a business detail. The business's name, address, phones, emails,
// map and opening hours are settings the Admin edits: pages read them with usePublicSite() (lib/public-site.ts).
export const business = {
  tagline: 'Your car is always in great hands with us.',
  siteUrl: 'https://autospa.example',
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
