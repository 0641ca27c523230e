import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, pricingMessages, type createAddOnBody, type updateAddOnBody } from '@autospa/contract';
import { addOns, serviceAddOns, type AddOn, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { bookableService } from '../bookings/resolve.js';
import { found, guardWrite } from '../catalog/guards.js';

const duplicates = { add_ons_name_lower_key: pricingMessages.duplicateAddOn };

/** The catalog of add-ons; the Admin keeps it, a service offers some of them (service_add_ons). */
export function addOnsService(db: Database) {
  return {
    /** Every add-on by name; with a service, only the Active ones it offers. */
    async list(serviceName?: string): Promise<AddOn[]> {
      if (serviceName === undefined)
        return db
          .select()
          .from(addOns)
          .orderBy(asc(sql`lower(${addOns.name})`));
      const service = await bookableService(db, serviceName);
      const rows = await db
        .select({ addOn: addOns })
        .from(addOns)
        .innerJoin(serviceAddOns, and(eq(serviceAddOns.addOnId, addOns.id), eq(serviceAddOns.serviceId, service.id)))
        .where(eq(addOns.status, 'Active'))
        .orderBy(asc(sql`lower(${addOns.name})`));
      return rows.map((r) => r.addOn);
    },

    async create(body: z.output<typeof createAddOnBody>): Promise<AddOn> {
      const values = { name: body.name, pricePaise: body.pricePaise, durationMinutes: body.minutes, status: body.status ?? 'Active' };
      return guardWrite(async () => (await db.insert(addOns).values(values).returning())[0]!, duplicates);
    },

    async update(id: string, patch: z.output<typeof updateAddOnBody>): Promise<AddOn> {
      if (Object.keys(patch).length === 0) throw httpErrors.badRequest(messages.catalog.nothingToUpdate);
      const values = {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.pricePaise !== undefined && { pricePaise: patch.pricePaise }),
        ...(patch.minutes !== undefined && { durationMinutes: patch.minutes }),
        ...(patch.status !== undefined && { status: patch.status }),
        updatedAt: new Date(),
      };
      return guardWrite(
        async () => found(await db.update(addOns).set(values).where(eq(addOns.id, id)).returning(), pricingMessages.addOnNotFound),
        duplicates,
      );
    },

    /** Bookings keep their own copy of the add-ons they had (items), so an add-on can go without touching history. */
    async remove(id: string): Promise<void> {
      found(await db.delete(addOns).where(eq(addOns.id, id)).returning({ id: addOns.id }), pricingMessages.addOnNotFound);
    },
  };
}
