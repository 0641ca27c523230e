import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { bookings, businessSettings, payments } from '@autospa/db';
import { buildAdmin, buildBooking, buildService, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { zonedInstant } from '../../lib/zoned-time.js';
import { bookableCatalog, dayAhead, ZONE } from '../bookings/test-fixtures.js';
import { issueInvoiceIfDue } from '../invoices/issue.js';
import { registerGst } from '../invoices/test-fixtures.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  // ₹799 entered without GST.
  c = await bookableCatalog(t.db, { price: '799 rs', pricePaise: 79_900 });
});
afterAll(() => t.close());

const quote = () =>
  t.app.inject({
    url: `${api.getQuote}?${new URLSearchParams({ serviceName: c.service.serviceName, categoryName: c.category.name }).toString()}`,
  });

describe('GST on top of prices entered without it', () => {
  it('quotes the prices as entered while prices include tax (or the business is not registered)', async () => {
    await t.db
      .insert(businessSettings)
      .values({ id: 1, pricesIncludeTax: false })
      .onConflictDoUpdate({ target: businessSettings.id, set: { pricesIncludeTax: false } });
    expect((await quote()).json()).toMatchObject({ totalPaise: 79_900, taxPaise: 0 });
    await registerGst(t.db, { pricesIncludeTax: true });
    expect((await quote()).json()).toMatchObject({ totalPaise: 79_900, taxPaise: 0 });
  });

  it('adds 18 % to the quote and the booking keeps the total the customer pays; its invoice taxes the entered price', async () => {
    await registerGst(t.db, { pricesIncludeTax: false });
    expect((await quote()).json()).toMatchObject({
      items: [{ pricePaise: 79_900 }],
      taxPaise: 14_382,
      totalPaise: 94_282,
      total: '₹942.82',
    });
    const customer = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: api.createBooking,
      payload: c.body(),
      headers: bearer(await signIn(t.app, customer)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.userId, customer.id));
    expect([row?.pricePaise, row?.items.map((i) => i.pricePaise)]).toEqual([94_282, [79_900]]);

    const admin = await buildAdmin(t.db);
    await t.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, row!.id));
    await t.db.insert(payments).values({ bookingId: row!.id, method: 'cash', amountPaise: 94_282, recordedBy: admin.id });
    expect(await issueInvoiceIfDue(t.db, row!.id)).toMatchObject({
      taxablePaise: 79_900,
      cgstPaise: 7_191,
      sgstPaise: 7_191,
      totalPaise: 94_282,
    });
  });

  it('keeps GST on top when the Admin changes a booking to another service', async () => {
    await registerGst(t.db, { pricesIncludeTax: false });
    const other = await buildService(t.db, { serviceName: 'Foam Wash', price: '500 rs', pricePaise: 50_000 });
    // 10:00 five days ahead: within opening hours, so the Admin's change places it again.
    const startsAt = zonedInstant(dayAhead(5), 10 * 60, ZONE);
    const b = await buildBooking(t.db, { serviceId: c.service.id, guestName: 'Walk-in', guestPhone: '9810000002', startsAt });
    const admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
    const res = await t.app.inject({
      method: 'PUT',
      url: `${api.updateBooking}?id=${b.id}`,
      payload: { serviceName: other.serviceName },
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect([row?.pricePaise, row?.price]).toEqual([59_000, '₹590']);
  });
});
