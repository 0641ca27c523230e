import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { formatInr, messages, pricingMessages, type ServicePricesView, type updateServicePricesBody } from '@autospa/contract';
import { addOns, serviceAddOns, servicePrices, services, subCategories, type Database, type Service } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { restrictViolation } from '../../lib/db-errors.js';

type Body = z.output<typeof updateServicePricesBody>;

async function findService(db: Database, id: string): Promise<Service> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(messages.catalog.serviceNotFound);
  return row;
}

/** The grid and the add-ons a service offers, as the Admin's editor reads them. */
export async function servicePricesView(db: Database, serviceId: string): Promise<ServicePricesView> {
  const service = await findService(db, serviceId);
  const [cells, offered] = await Promise.all([
    db.select().from(servicePrices).where(eq(servicePrices.serviceId, serviceId)),
    db.select({ id: serviceAddOns.addOnId }).from(serviceAddOns).where(eq(serviceAddOns.serviceId, serviceId)),
  ]);
  return {
    service: {
      _id: service.id,
      serviceName: service.serviceName,
      pricePaise: service.pricePaise,
      price: formatInr(service.pricePaise),
      durationMinutes: service.durationMinutes,
      atDoor: service.atDoor,
    },
    prices: cells.map((c) => ({
      categoryId: c.categoryId,
      subCategoryId: c.subCategoryId,
      pricePaise: c.pricePaise,
      minutes: c.durationMinutes,
    })),
    addOnIds: offered.map((o) => o.id),
  };
}

// Rows that say nothing (no price, no minutes) are dropped: an empty cell is the service's own.
async function checkRows(db: Database, body: Body): Promise<Body['prices']> {
  const rows = body.prices.filter((r) => r.pricePaise !== null || r.minutes !== null);
  const keys = rows.map((r) => r.subCategoryId ?? `c:${r.categoryId}`);
  if (new Set(keys).size !== keys.length) throw httpErrors.badRequest(pricingMessages.gridDuplicateRow);
  const subIds = rows.flatMap((r) => (r.subCategoryId ? [r.subCategoryId] : []));
  if (subIds.length) {
    const subs = await db
      .select({ id: subCategories.id, categoryId: subCategories.categoryId })
      .from(subCategories)
      .where(inArray(subCategories.id, subIds));
    const owner = new Map(subs.map((s) => [s.id, s.categoryId]));
    if (rows.some((r) => r.subCategoryId && owner.get(r.subCategoryId) !== r.categoryId))
      throw httpErrors.badRequest(pricingMessages.gridSubMismatch);
  }
  return rows;
}

/** Replaces the service's grid and offered add-ons (and sets atDoor when given), all or nothing. */
export async function updateServicePrices(db: Database, serviceId: string, body: Body): Promise<ServicePricesView> {
  await findService(db, serviceId);
  const rows = await checkRows(db, body);
  const addOnIds = [...new Set(body.addOnIds)];
  if (addOnIds.length) {
    const known = await db.select({ id: addOns.id }).from(addOns).where(inArray(addOns.id, addOnIds));
    if (known.length !== addOnIds.length) throw httpErrors.badRequest(pricingMessages.addOnNotFound);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(servicePrices).where(eq(servicePrices.serviceId, serviceId));
      if (rows.length)
        await tx.insert(servicePrices).values(
          rows.map((r) => ({
            serviceId,
            categoryId: r.categoryId,
            subCategoryId: r.subCategoryId,
            pricePaise: r.pricePaise,
            durationMinutes: r.minutes,
          })),
        );
      await tx.delete(serviceAddOns).where(eq(serviceAddOns.serviceId, serviceId));
      if (addOnIds.length) await tx.insert(serviceAddOns).values(addOnIds.map((addOnId) => ({ serviceId, addOnId })));
      if (body.atDoor !== undefined)
        await tx.update(services).set({ atDoor: body.atDoor, updatedAt: new Date() }).where(eq(services.id, serviceId));
    });
  } catch (error) {
    // A category, subcategory or add-on deleted meanwhile (or never there): its foreign key refuses the row.
    if (restrictViolation(error)) throw httpErrors.badRequest(messages.catalog.categoryNotFound);
    throw error;
  }
  return servicePricesView(db, serviceId);
}
