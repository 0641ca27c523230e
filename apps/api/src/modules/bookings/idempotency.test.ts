import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '@autospa/db';
import { buildUser } from '@autospa/db/testing';
import { statementsDuring } from '../../test/count-statements.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { allowManyUpcoming, bookableCatalog, dayAhead } from './test-fixtures.js';

// Issue 16 item 4: a repeated confirm (double tap, retry after a dropped connection, two tabs) makes one booking.
let t: TestContext;
let user: Awaited<ReturnType<typeof buildUser>>;
let auth: Record<string, string>;
let catalog: Awaited<ReturnType<typeof bookableCatalog>>;
beforeAll(async () => {
  t = await setupTestApp();
  user = await buildUser(t.db);
  auth = bearer(await signIn(t.app, user));
  catalog = await bookableCatalog(t.db);
  await allowManyUpcoming(t.db);
});
afterAll(() => t.close());

const book = (payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/tor/create-booking', payload, headers });
const rowsWithKey = async (key: string) => t.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));

describe('POST /tor/create-booking with an Idempotency-Key', () => {
  it('answers 10 parallel requests with one key with one booking, the same for all', async () => {
    const key = 'double-tap-0001';
    const body = catalog.body({ date: dayAhead(4), time: '11:00 AM', carNo: 'HR26 DQ 0001' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(body, { ...auth, 'idempotency-key': key })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((r) => r.json().booking._id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((r) => r.json().booking.reference)).size).toBe(1);
    expect(new Set(answers.map((r) => r.json().message))).toEqual(new Set(['Booking created successfully!']));
    expect(await rowsWithKey(key)).toHaveLength(1);
  });

  it('answers a later repeat (a retry after a dropped connection) with the same booking', async () => {
    const headers = { ...auth, 'idempotency-key': 'retry-0002' };
    const body = catalog.body({ date: dayAhead(4), time: '1:00 PM', carNo: 'HR26 DQ 0002' });
    const first = await book(body, headers);
    const again = await book(body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().booking).toMatchObject({
      _id: first.json().booking._id,
      reference: first.json().booking.reference,
      time: '01:00 PM',
    });
    expect(await rowsWithKey('retry-0002')).toHaveLength(1);
  });

  it('keeps keys apart per account: another customer with the same key gets its own booking', async () => {
    const other = bearer(await signIn(t.app, await buildUser(t.db)));
    const key = 'shared-key-0003';
    const mine = await book(catalog.body({ date: dayAhead(5), carNo: 'HR26 DQ 0003' }), { ...auth, 'idempotency-key': key });
    const theirs = await book(catalog.body({ date: dayAhead(5), carNo: 'HR26 DQ 0004' }), { ...other, 'idempotency-key': key });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().booking._id).not.toBe(theirs.json().booking._id);
  });

  it.each([
    ['', 'an empty key'],
    ['x'.repeat(101), '101 characters'],
    ['tab\there', 'a control character'],
  ])('refuses %j (%s) with 400', async (key) => {
    const res = await book(catalog.body({ date: dayAhead(6), carNo: 'HR26 DQ 0005' }), { ...auth, 'idempotency-key': key });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Idempotency-Key must be 1 to 100 printable characters.']);
  });
});

describe('the same car twice at one time, without a key', () => {
  it('makes one booking: the second is 409', async () => {
    const body = catalog.body({ date: dayAhead(7), time: '10:00 AM', carNo: 'DL 3C AB 7777' });
    const [a, b] = await Promise.all([book(body, auth), book(body, auth)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe('This car already has a booking at that time. Please pick another time.');
    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingDate, dayAhead(7)));
    expect(rows.filter((r) => r.carNo.includes('DL3CAB7777'))).toHaveLength(1);
  });
});

describe('booking references', () => {
  it('gives every booking a short unambiguous reference, shown in the view and the mail', async () => {
    const res = await book(catalog.body({ date: dayAhead(8), carNo: 'HR26 DQ 0006' }), auth);
    const { reference } = res.json().booking;
    expect(reference).toMatch(/^AS-[2-9A-HJ-NP-Z]{5}$/);
    const mail = (await t.outbox()).find((m) => m.subject.includes(reference));
    expect(mail?.body).toContain(`Reference: ${reference}`);
    expect(mail?.body).toContain('Plot 42, Sector 18, Gurugram, Haryana 122015');
    expect(mail?.body).toContain('text/calendar');
    const list = (await t.app.inject({ url: '/tor/my-bookings', headers: auth })).json();
    expect(list.data.find((b: { _id: string }) => b._id === res.json().booking._id).reference).toBe(reference);
  });
});

// Last in this file: it stops the app's background work.
describe('the create-booking hot path', () => {
  it('without a key sends no idempotency lookup: one statement fewer than with a key', async () => {
    const body = (car: string) => catalog.body({ date: dayAhead(9), carNo: car });
    await book(body('HR26 WW 0001'), auth); // warm-up: prepared statements, caches
    await t.outbox(); // its mail sent (the mail job writes the delivery log) before the workers stop
    await t.app.jobs.stop();
    await t.app.stopListening(); // its announcements of writes are statements too
    const plain = await statementsDuring(() => book(body('HR26 WW 0002'), auth));
    const keyed = await statementsDuring(() => book(body('HR26 WW 0003'), { ...auth, 'idempotency-key': 'hot-path-1' }));
    expect(plain).toBeGreaterThan(0);
    expect(keyed).toBe(plain + 1);
  });
});
