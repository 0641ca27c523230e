import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildBooking, buildEmployee, buildUser } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { buildNotification } from './test-rows.js';

let t: TestContext;
const auth: Record<'admin' | 'employee' | 'user', Record<string, string>> = { admin: {}, employee: {}, user: {} };
let bookingId: string;
let reference: string;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await setupTestApp();
  auth.admin = bearer(await signIn(t.app, await buildAdmin(t.db)));
  auth.employee = bearer(await signIn(t.app, await buildEmployee(t.db)));
  auth.user = bearer(await signIn(t.app, await buildUser(t.db)));
  const booking = await buildBooking(t.db);
  bookingId = booking.id;
  reference = booking.reference;
  // Oldest first: an OTP about no booking, then three messages about the booking, then one failed SMS elsewhere.
  await buildNotification(t.db, { template: 'password-otp', createdAt: minutesAgo(50) });
  await buildNotification(t.db, { bookingId, template: 'booking-confirmed', createdAt: minutesAgo(40), sentAt: minutesAgo(40) });
  await buildNotification(t.db, { bookingId, channel: 'sms', recipient: '+919810012345', createdAt: minutesAgo(30) });
  await buildNotification(t.db, {
    bookingId,
    channel: 'whatsapp',
    recipient: '+919810012345',
    status: 'failed',
    error: 'The number is not on WhatsApp.',
    createdAt: minutesAgo(20),
  });
  await buildNotification(t.db, { bookingId: (await buildBooking(t.db)).id, channel: 'sms', status: 'failed', createdAt: minutesAgo(10) });
});
afterAll(() => t.close());

const list = (query: string, headers = auth.admin) => t.app.inject({ url: `/tor/get-notifications?${query}`, headers });
const templatesOf = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().data as { template: string; channel: string }[]).map((r) => `${r.template}/${r.channel}`);

describe('GET /tor/get-notifications', () => {
  it('gives an Admin every message, newest first, with its booking reference', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(5);
    expect(templatesOf(res)).toEqual([
      'reminder/sms',
      'reminder/whatsapp',
      'reminder/sms',
      'booking-confirmed/email',
      'password-otp/email',
    ]);
    expect(res.json().data[1]).toEqual({
      _id: expect.any(String),
      bookingId,
      reference,
      channel: 'whatsapp',
      template: 'reminder',
      language: 'en',
      recipient: '+919810012345',
      provider: null,
      providerId: null,
      status: 'failed',
      error: 'The number is not on WhatsApp.',
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(res.json().data[4]).toMatchObject({ bookingId: null, reference: null });
  });

  it('filters by booking, status and channel, and they combine', async () => {
    const ofBooking = await list(`bookingId=${bookingId}`);
    expect(templatesOf(ofBooking)).toEqual(['reminder/whatsapp', 'reminder/sms', 'booking-confirmed/email']);
    expect(ofBooking.json().total).toBe(3);
    expect(templatesOf(await list('status=failed'))).toEqual(['reminder/sms', 'reminder/whatsapp']);
    expect(templatesOf(await list('channel=email'))).toEqual(['booking-confirmed/email', 'password-otp/email']);
    const both = await list(`bookingId=${bookingId}&channel=sms`);
    expect(both.json()).toMatchObject({ total: 1, data: [{ channel: 'sms', status: 'sent', reference }] });
  });

  it('answers one page at a time with the total of all pages', async () => {
    const second = await list('limit=2&page=2');
    expect(second.json().total).toBe(5);
    expect(templatesOf(second)).toEqual(['reminder/sms', 'booking-confirmed/email']);
    expect(templatesOf(await list('limit=2&page=3'))).toEqual(['password-otp/email']);
  });

  it('refuses an unknown status or channel, or a booking id that is not one, with 400', async () => {
    const badStatus = await list('status=lost');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('status must be one of queued, sent, delivered, failed, opted-out, skipped-quiet-hours.');
    const badChannel = await list('channel=pigeon');
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().message).toContain('channel must be one of email, sms, whatsapp.');
    const badBooking = await list('bookingId=42');
    expect(badBooking.statusCode).toBe(400);
    expect(badBooking.json().message).toContain('bookingId must be a booking id.');
  });

  it('is for the Admin only: 403 for a User and an Employee, 401 without a session', async () => {
    expect((await list('', auth.user)).statusCode).toBe(403);
    expect((await list('', auth.employee)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
