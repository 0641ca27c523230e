import { randomBytes } from 'node:crypto';
import { planServices, plans, planVisits, subscriptions, vehicles, type Database } from '@autospa/db';
import { buildService, buildUser } from '@autospa/db/testing';

// Rows of plans, subscriptions and visits written directly (the subscribe endpoint is another module's), for the
// plan-visit tests and the bench.

const tag = () => randomBytes(4).toString('hex');

export async function buildPlan(
  db: Database,
  o: {
    kind?: 'daily' | 'monthly' | 'pack';
    weekdays?: number[];
    pricePaise?: number;
    visits?: number;
    atDoor?: boolean;
    serviceId?: string;
  } = {},
) {
  const kind = o.kind ?? 'daily';
  const serviceId = o.serviceId ?? (await buildService(db, { atDoor: o.atDoor ?? false, durationMinutes: 30, time: '30 min' })).id;
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Plan ${tag()}`,
      kind,
      pricePaise: o.pricePaise ?? 99_900,
      visits: kind === 'daily' ? null : (o.visits ?? 4),
      validDays: kind === 'pack' ? 90 : null,
      weekdays: kind === 'daily' ? (o.weekdays ?? [0, 1, 2, 3, 4, 5, 6]) : [],
    })
    .returning();
  await db.insert(planServices).values({ planId: plan!.id, serviceId, position: 0 });
  return { ...plan!, serviceId };
}

/** A customer (new unless given) with a car and a subscription to `planId` over [startDate, endDate]. */
export async function buildSubscription(
  db: Database,
  o: { planId: string; startDate: string; endDate: string; userId?: string; address?: string | null; status?: 'active' | 'cancelled' },
) {
  const userId = o.userId ?? (await buildUser(db)).id;
  const [vehicle] = await db
    .insert(vehicles)
    .values({ userId, plate: `PV${tag().toUpperCase()}`, make: 'Maruti', model: 'Swift' })
    .returning();
  const [sub] = await db
    .insert(subscriptions)
    .values({
      planId: o.planId,
      userId,
      vehicleId: vehicle!.id,
      startDate: o.startDate,
      endDate: o.endDate,
      pricePaise: 99_900,
      address: o.address ?? null,
      status: o.status ?? 'active',
      cancelledAt: o.status === 'cancelled' ? new Date() : null,
    })
    .returning();
  return { ...sub!, vehicle: vehicle! };
}

/** A plan visit for a booking (a booked one, as a credit redemption makes). */
export async function buildPlanVisit(
  db: Database,
  o: { subscriptionId: string; bookingId: string | null; visitDate: string; source?: 'daily' | 'booked' },
) {
  const [visit] = await db
    .insert(planVisits)
    .values({ subscriptionId: o.subscriptionId, bookingId: o.bookingId, visitDate: o.visitDate, source: o.source ?? 'booked' })
    .returning();
  return visit!;
}

/** Every day open from `open` to `close` (HH:MM). */
export const openEveryDay = (open: string, close: string) =>
  Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, { open, close }]));

/** A mail subject as the reader sees it: RFC 2047 encoded words (non-ASCII subjects, say '₹') decoded. */
export const decodedSubject = (subject: string) =>
  subject.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, text: string) =>
    Buffer.from(
      text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
