import { asc, eq, sql } from 'drizzle-orm';
import {
  BUSINESS_ADDRESS_LINE,
  businessMapHref,
  formatInr,
  type BusinessDetailsView,
  type PublicServiceKey,
  type PublicSiteView,
} from '@autospa/contract';
import { businessSettings, servicePrices, services } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { loadSettings } from '../settings/service.js';

// Issue 18 (first cut, to be replaced by the business-details settings): BRAND.md's sample details.
const BUSINESS: BusinessDetailsView = {
  name: 'Auto Spa',
  street: 'Plot 42, Sector 18',
  city: 'Gurugram',
  region: 'Haryana',
  postalCode: '122015',
  addressLine: BUSINESS_ADDRESS_LINE,
  phones: ['+91 98100 12345', '+91 98100 67890'],
  emails: ['hello@autospa.example', 'bookings@autospa.example'],
  mapUrl: businessMapHref,
  upiId: null,
};

// A service's cheapest grid cell. Qualified by hand: in a select list drizzle writes columns without their table,
// and an unqualified "id" inside the subquery would be service_prices.id.
const lowestCell = sql<number | null>`(select min(cell.price_paise) from ${servicePrices} as cell where cell.service_id = "services"."id")`;

/** What the public pages show: active services with their lowest bookable price, hours and the business. */
export async function loadPublicSite(db: Executor): Promise<PublicSiteView> {
  const [settings, rows, [stamp]] = await Promise.all([
    loadSettings(db),
    db
      .select({
        serviceName: services.serviceName,
        description: services.description,
        durationMinutes: services.durationMinutes,
        pricePaise: services.pricePaise,
        lowestCell,
        atDoor: services.atDoor,
        publicKey: services.publicKey,
      })
      .from(services)
      .where(eq(services.status, 'Active'))
      .orderBy(asc(services.pricePaise)),
    db
      .select({
        at: sql<string>`greatest((select max(updated_at) from ${services}), (select max(updated_at) from ${servicePrices}), (select max(updated_at) from ${businessSettings}), '2026-01-01'::timestamptz)`,
      })
      .from(sql`(select 1) as one`),
  ]);
  const list = rows
    .map((r) => {
      const fromPaise = Math.min(r.pricePaise, r.lowestCell ?? r.pricePaise);
      return {
        serviceName: r.serviceName,
        description: r.description,
        durationMinutes: r.durationMinutes,
        fromPaise,
        from: formatInr(fromPaise),
        atDoor: r.atDoor,
        publicKey: r.publicKey as PublicServiceKey | null,
      };
    })
    .sort((a, b) => a.fromPaise - b.fromPaise || a.serviceName.localeCompare(b.serviceName));
  return {
    business: { ...BUSINESS, upiId: settings.upiId },
    timeZone: settings.timeZone,
    openingHours: settings.openingHours,
    services: list,
    updatedAt: new Date(stamp?.at ?? '2026-01-01T00:00:00Z').toISOString(),
  };
}
