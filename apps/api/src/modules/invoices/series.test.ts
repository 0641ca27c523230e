import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import { invoices } from '@autospa/db';
import { buildAdmin, buildPayment } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { takeNumber } from './series.js';
import { pastBooking, registerGst } from './test-fixtures.js';

let t: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  await registerGst(t.db);
});
afterAll(() => t.close());

describe('invoice number series', () => {
  it('numbers 30 bookings completed at once 1..30, without gaps or repeats', async () => {
    const booked = await Promise.all(Array.from({ length: 30 }, () => pastBooking(t.db)));
    for (const b of booked) await buildPayment(t.db, { bookingId: b.id });
    const answers = await Promise.all(
      booked.map((b) =>
        t.app.inject({ method: 'PUT', url: `${api.updateBookingStatus}?id=${b.id}`, payload: { status: 'Completed' }, headers: admin }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const rows = await t.db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.bookingId)).size).toBe(30);
    const fy = rows[0]!.financialYear;
    expect(rows.map((r) => r.number).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `AS/${fy}/${String(i + 1).padStart(6, '0')}`));
  });

  it('gives the number of a rolled-back document back: the next one takes it', async () => {
    const may2031 = new Date('2031-05-01T06:00:00Z');
    const first = await t.db.transaction((tx) => takeNumber(tx, 'invoice', may2031, 'Asia/Kolkata'));
    expect(first.number).toBe('AS/2031-32/000001');
    await expect(
      t.db.transaction(async (tx) => {
        await takeNumber(tx, 'invoice', may2031, 'Asia/Kolkata');
        throw new Error('the invoice could not be written');
      }),
    ).rejects.toThrow('the invoice could not be written');
    const next = await t.db.transaction((tx) => takeNumber(tx, 'invoice', may2031, 'Asia/Kolkata'));
    expect(next.number).toBe('AS/2031-32/000002');
  });

  it('keeps credit notes in their own series', async () => {
    const may2031 = new Date('2031-05-01T06:00:00Z');
    const cn = await t.db.transaction((tx) => takeNumber(tx, 'credit_note', may2031, 'Asia/Kolkata'));
    expect(cn.number).toBe('CN/2031-32/000001');
  });
});
