import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addOns, serviceAddOns, servicePrices, type Database } from '@autospa/db';
import type { AddOnMatch, PriceCell } from './quote.js';

/**
 * The add-ons named (lower-cased text[]) with whether the service offers them, as one JSON array: a scalar
 * subquery, so create-booking's one input query reads them too.
 */
export function addOnMatchesSql(serviceId: PgColumn | string, keys: Placeholder | string[]): SQL<AddOnMatch[]> {
  const names = Array.isArray(keys) ? sql`${sql.param(keys)}::text[]` : sql`${keys}::text[]`;
  return sql<AddOnMatch[]>`coalesce((
    select json_agg(json_build_object('name', a.name, 'pricePaise', a.price_paise, 'minutes', a.duration_minutes,
      'active', a.status = 'Active',
      'offered', exists (select 1 from ${serviceAddOns} sa where sa.add_on_id = a.id and sa.service_id = ${serviceId})))
    from ${addOns} a where lower(a.name) = any(${names})), '[]'::json)`;
}

/** The grid cells of a service for a category's row and (when given) a subcategory's override. */
export async function gridCells(
  db: Database,
  ids: { serviceId: string; categoryId: string; subCategoryId: string | null },
): Promise<{ categoryCell: PriceCell | null; subCell: PriceCell | null }> {
  const cells = await db
    .select({ pricePaise: servicePrices.pricePaise, durationMinutes: servicePrices.durationMinutes, sub: servicePrices.subCategoryId })
    .from(servicePrices)
    .where(
      and(
        eq(servicePrices.serviceId, ids.serviceId),
        ids.subCategoryId
          ? sql`((${servicePrices.categoryId} = ${ids.categoryId} and ${servicePrices.subCategoryId} is null) or ${servicePrices.subCategoryId} = ${ids.subCategoryId})`
          : and(eq(servicePrices.categoryId, ids.categoryId), isNull(servicePrices.subCategoryId)),
      ),
    );
  const pick = (row: (typeof cells)[number] | undefined) =>
    row ? { pricePaise: row.pricePaise, durationMinutes: row.durationMinutes } : null;
  return { categoryCell: pick(cells.find((c) => c.sub === null)), subCell: pick(cells.find((c) => c.sub !== null)) };
}

/** The add-ons named (lower-cased) and whether the service offers them; no query when none is named. */
export async function addOnMatches(db: Database, serviceId: string, keys: string[]): Promise<AddOnMatch[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.execute<{ m: AddOnMatch[] }>(sql`select ${addOnMatchesSql(serviceId, keys)} as m`);
  return rows[0]?.m ?? [];
}
