import { asc, eq, sql } from 'drizzle-orm';
import { formatInr, type PublicServiceKey, type PublicSiteView } from '@autospa/contract';
import { businessSettings, categories, plans, servicePrices, services, subCategories } from '@autospa/db';
import type { Executor } from '../../lib/db-executor.js';
import { businessView } from '../settings/business.js';
import { loadSettings } from '../settings/service.js';
import { loadActivePlans } from './plans.js';

/**
 * The lowest price a booking of the service can be quoted, as buildQuote prices it (subcategory cell → category
 * cell → the service's own), over every vehicle type a booking may name: each subcategory, and each category
 * that has none (a category with subcategories is booked by one of them). No vehicle type: the service's own.
 */
// The outer row's columns are written out: drizzle leaves them unqualified in a one-table select.
const lowestQuotedPaise = sql<number>`coalesce((
  select min(coalesce(sub_cell.price_paise, category_cell.price_paise, services.price_paise))
  from (
    select s.category_id, s.id as sub_id from ${subCategories} s
    union all
    select c.id, null from ${categories} c where not exists (select 1 from ${subCategories} s where s.category_id = c.id)
  ) vehicle_type
  left join ${servicePrices} category_cell on category_cell.service_id = services.id
    and category_cell.category_id = vehicle_type.category_id and category_cell.sub_category_id is null
  left join ${servicePrices} sub_cell on sub_cell.service_id = services.id and sub_cell.sub_category_id = vehicle_type.sub_id
), services.price_paise)`;

/** What the public pages show: active services with their lowest bookable price, hours and the business. */
export async function loadPublicSite(db: Executor): Promise<PublicSiteView> {
  const [settings, rows, [stamp], activePlans] = await Promise.all([
    loadSettings(db),
    db
      .select({
        serviceName: services.serviceName,
        description: services.description,
        durationMinutes: services.durationMinutes,
        fromPaise: lowestQuotedPaise,
        atDoor: services.atDoor,
        publicKey: services.publicKey,
      })
      .from(services)
      .where(eq(services.status, 'Active'))
      .orderBy(asc(services.pricePaise)),
    db
      .select({
        at: sql<string>`greatest((select max(updated_at) from ${services}), (select max(updated_at) from ${servicePrices}), (select max(updated_at) from ${businessSettings}), (select max(updated_at) from ${plans}), '2026-01-01'::timestamptz)`,
      })
      .from(sql`(select 1) as one`),
    loadActivePlans(db),
  ]);
  const list = rows
    .map((r) => ({
      serviceName: r.serviceName,
      description: r.description,
      durationMinutes: r.durationMinutes,
      fromPaise: r.fromPaise,
      from: formatInr(r.fromPaise),
      atDoor: r.atDoor,
      publicKey: r.publicKey as PublicServiceKey | null,
    }))
    .sort((a, b) => a.fromPaise - b.fromPaise || a.serviceName.localeCompare(b.serviceName));
  return {
    business: businessView(settings),
    timeZone: settings.timeZone,
    openingHours: settings.openingHours,
    services: list,
    plans: activePlans,
    updatedAt: new Date(stamp?.at ?? '2026-01-01T00:00:00Z').toISOString(),
    year: Number(new Intl.DateTimeFormat('en-IN', { timeZone: settings.timeZone, year: 'numeric' }).format(new Date())),
  };
}
