import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@autospa/contract';
import { JOB_SCHEMA, type Database } from '@autospa/db';
import { buildAdmin, buildService, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { invoiceAfterCommit, taxDocumentJob } from './after-commit.js';
import { invoicesOf, pastBooking, registerGst } from './test-fixtures.js';

let t: TestContext;
let admin: Record<string, string>;
let serviceId: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  serviceId = (await buildService(t.db, { serviceName: 'Foam Wash', price: '499 rs', pricePaise: 49_900 })).id;
  await registerGst(t.db);
});
afterAll(() => t.close());

const payAndComplete = async (bookingId: string) => {
  expect(
    (await t.app.inject({ method: 'POST', url: api.createPayment, payload: { bookingId, method: 'cash', amount: 499 }, headers: admin }))
      .statusCode,
  ).toBe(201);
  const done = await t.app.inject({
    method: 'PUT',
    url: `${api.updateBookingStatus}?id=${bookingId}`,
    payload: { status: 'Completed' },
    headers: admin,
  });
  expect(done.statusCode).toBe(200);
};

describe('tax documents after the request', () => {
  it('issues the invoice with the request and mails it to the customer with its PDF', async () => {
    const customer = await buildUser(t.db, { username: 'Ravi Kumar', email: 'ravi@example.test' });
    const b = await pastBooking(t.db, { serviceId, userId: customer.id });
    await payAndComplete(b.id);
    const [invoice] = await invoicesOf(t.db, b.id);
    expect(invoice?.totalPaise).toBe(49_900);
    const mail = (await t.outbox()).find((m) => m.subject === `Your Auto Spa invoice ${invoice!.number}`);
    expect(mail?.to).toBe('ravi@example.test');
    expect(mail?.body).toMatch(/Content-Type: application\/pdf/);
  });

  it('queues a step that failed and issues it when the job runs, once', async () => {
    const customer = await buildUser(t.db, { username: 'Meena Iyer', email: 'meena@example.test' });
    const b = await pastBooking(t.db, { serviceId, userId: customer.id, status: 'Completed' });
    await t.db.execute(sql`insert into payments (booking_id, method, amount_paise) values (${b.id}, 'cash', 49900)`);
    // The database refuses the invoice's transaction this once (busy, a lock timeout): the request is not failed.
    const busy = Object.assign(Object.create(t.db) as Database, { transaction: () => Promise.reject(new Error('database busy')) });
    const log = { error: vi.fn() };
    await expect(invoiceAfterCommit({ db: busy, log }, { kind: 'booking', id: b.id })).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      { err: new Error('database busy'), step: { kind: 'booking', id: b.id } },
      'tax invoice or credit note could not be issued now; queued to try again',
    );
    expect(await invoicesOf(t.db, b.id)).toEqual([]);
    const queued = await t.db.execute<{ data: unknown }>(
      sql`select data from ${sql.identifier(JOB_SCHEMA)}.job where name = ${taxDocumentJob.name}`,
    );
    expect(queued.rows.map((r) => r.data)).toEqual([{ kind: 'booking', id: b.id }]);

    await t.app.jobs.flush(taxDocumentJob);
    await t.app.jobs.flush(taxDocumentJob);
    const issued = await invoicesOf(t.db, b.id);
    expect(issued).toHaveLength(1);
    expect((await t.outbox()).filter((m) => m.subject === `Your Auto Spa invoice ${issued[0]!.number}`)).toHaveLength(1);
  });
});
