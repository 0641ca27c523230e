import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages, parseDuration, parsePrice, type createServiceBody, type updateServiceBody } from '@autospa/contract';
import { bookingCounts, services, type Database, type Service } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';
import { found, guardWrite } from './guards.js';

type NewServiceInput = z.output<typeof createServiceBody>;
type ServicePatch = z.output<typeof updateServiceBody>;

const duplicates = {
  services_name_lower_key: messages.catalog.duplicateService,
  services_public_key_key: messages.catalog.duplicatePublicKey,
};

export function servicesService(db: Database) {
  async function find(id: string): Promise<Service> {
    const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
    if (!row) throw httpErrors.notFound(messages.catalog.serviceNotFound);
    return row;
  }

  async function bookingCount(id: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${bookingCounts.bookings}), 0)::int` })
      .from(bookingCounts)
      .where(eq(bookingCounts.serviceId, id));
    return row?.n ?? 0;
  }

  return {
    find,
    bookingCount,

    async list(): Promise<{ service: Service; bookings: number }[]> {
      // The kept counts (booking_counts), not a count of every booking on each call.
      const counts = db
        .select({ serviceId: bookingCounts.serviceId, n: sql<number>`sum(${bookingCounts.bookings})`.as('n') })
        .from(bookingCounts)
        .groupBy(bookingCounts.serviceId)
        .as('counts');
      const rows = await db
        .select({ service: services, n: sql<number>`coalesce(${counts.n}, 0)::int` })
        .from(services)
        .leftJoin(counts, eq(counts.serviceId, services.id))
        .orderBy(asc(sql`lower(${services.serviceName})`));
      return rows.map((r) => ({ service: r.service, bookings: r.n }));
    },

    async create(body: NewServiceInput): Promise<Service> {
      const values = { ...body, pricePaise: parsePrice(body.price)!, durationMinutes: parseDuration(body.time)! };
      return guardWrite(async () => (await db.insert(services).values(values).returning())[0]!, duplicates);
    },

    async update(id: string, patch: ServicePatch): Promise<Service> {
      await find(id);
      if (Object.keys(patch).length === 0) throw httpErrors.badRequest(messages.catalog.nothingToUpdate);
      const values = {
        ...patch,
        ...(patch.price !== undefined && { pricePaise: parsePrice(patch.price)! }),
        ...(patch.time !== undefined && { durationMinutes: parseDuration(patch.time)! }),
        updatedAt: new Date(),
      };
      return guardWrite(
        async () => found(await db.update(services).set(values).where(eq(services.id, id)).returning(), messages.catalog.serviceNotFound),
        duplicates,
      );
    },

    async remove(id: string): Promise<void> {
      await find(id);
      await guardWrite(() => db.delete(services).where(eq(services.id, id)), duplicates, messages.catalog.serviceInUse);
    },
  };
}
