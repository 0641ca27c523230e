import { z } from 'zod';
import { PUBLIC_SERVICE_KEYS } from '../public-form-choices.js';
import { planView } from './plans.js';
import { openingHoursField } from './settings.js';

// Issue 18: what the public site shows, from the data the booking uses. The server renders every public page
// with it (and embeds it in the HTML for the browser to hydrate with); GET /tor/get-public-site returns it.

/** The business's own details: settings the Admin edits, seeded from configuration. */
export const businessDetailsView = z.object({
  name: z.string(),
  /** 'Plot 42, Sector 18' */
  street: z.string(),
  city: z.string(),
  /** The state: 'Haryana'. */
  region: z.string(),
  postalCode: z.string(),
  /** One line, as the footer and the mails show it: 'Plot 42, Sector 18, Gurugram, Haryana 122015'. */
  addressLine: z.string(),
  /** Shown in this order; the first is the main number. */
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  /** A map link for the address. */
  mapUrl: z.string(),
  upiId: z.string().nullable(),
});
export type BusinessDetailsView = z.infer<typeof businessDetailsView>;

/** An active service as a visitor may book it. */
export const publicServiceView = z.object({
  serviceName: z.string(),
  description: z.string(),
  /** The service's own minutes (a vehicle type may take longer). */
  durationMinutes: z.number(),
  /** The lowest price any vehicle type pays, as the booking quote gives it, in paise. */
  fromPaise: z.number(),
  /** fromPaise as shown: '₹499', '₹1,499'. */
  from: z.string(),
  atDoor: z.boolean(),
  publicKey: z.enum(PUBLIC_SERVICE_KEYS).nullable(),
});
export type PublicServiceView = z.infer<typeof publicServiceView>;

export const publicSiteView = z.object({
  business: businessDetailsView,
  timeZone: z.string(),
  openingHours: openingHoursField,
  /** Active services, cheapest first. Empty until the Admin adds one. */
  services: z.array(publicServiceView),
  /** Issue 20: the active plans (memberships) for sale, cheapest first; empty until the Admin adds one. */
  plans: z.array(planView),
  /** ISO time of the newest change to the services or the settings (the sitemap's lastmod). */
  updatedAt: z.string(),
  /** This year in the business's time zone (the footer's ©): the server's clock, so the browser renders the same. */
  year: z.number(),
});
export type PublicSiteView = z.infer<typeof publicSiteView>;
