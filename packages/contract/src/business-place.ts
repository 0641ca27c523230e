// The business's sample details (BRAND.md) until the owner supplies real ones: the configuration's defaults
// (apps/api/src/config.ts), which seed the settings the Admin edits. Pages and mails show the settings.

/** The one-line address, as the footer, the mails and the calendar file write it. */
export const addressLineOf = (d: { street: string; city: string; region: string; postalCode: string }) =>
  `${d.street}, ${d.city}, ${d.region} ${d.postalCode}`;

/** A map search for an address: the map link when the Admin gives none. */
export const mapSearchUrl = (addressLine: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine)}`;

export const SAMPLE_BUSINESS = {
  name: 'Auto Spa',
  street: 'Plot 42, Sector 18',
  city: 'Gurugram',
  region: 'Haryana',
  postalCode: '122015',
  phones: ['+91 98100 12345', '+91 98100 67890'],
  emails: ['hello@autospa.example', 'bookings@autospa.example'],
  mapUrl: null,
} as const;

// Sample values for the web pages that do not read the settings yet.
export const BUSINESS_ADDRESS_LINE = addressLineOf(SAMPLE_BUSINESS);

export const businessMapHref = mapSearchUrl(BUSINESS_ADDRESS_LINE);

/** The sample business's name. */
export const BUSINESS_NAME = SAMPLE_BUSINESS.name;
