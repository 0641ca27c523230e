import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@autospa/contract';
import type { NewBooking } from '@autospa/db';
import { buildAdmin, buildBooking } from '@autospa/db/testing';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { buildNotification } from '../notifications/test-rows.js';
import { loadSettings } from '../settings/service.js';
import { adminDashboardOf } from './admin-dashboard.js';

// Issue 19: the dashboard flags messages that failed about bookings in the next 24 hours.
const HOUR = 60 * 60_000;
const NOW = new Date('2026-03-10T06:30:00Z');
const inHours = (h: number, from = NOW) => new Date(from.getTime() + h * HOUR);

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const bookingAt = (startsAt: Date, o: Partial<NewBooking> = {}) => buildBooking(t.db, { startsAt, status: 'Confirmed', ...o });
const failedAbout = (bookingId: string, o: Parameters<typeof buildNotification>[1] = {}) =>
  buildNotification(t.db, { bookingId, channel: 'sms', status: 'failed', error: 'Unknown number', ...o });

describe('the Admin dashboard’s message failures', () => {
  it('counts failed messages about open bookings starting in the next 24 hours, and nothing else', async () => {
    const soon = await bookingAt(inHours(2));
    await failedAbout(soon.id);
    await failedAbout(soon.id, { channel: 'whatsapp' });
    await failedAbout((await bookingAt(inHours(23))).id);
    // Sent, or about a booking that is cancelled, started already, or starts in more than a day: not counted.
    await buildNotification(t.db, { bookingId: soon.id, status: 'sent' });
    await failedAbout((await bookingAt(inHours(5), { status: 'Cancelled' })).id);
    await failedAbout((await bookingAt(inHours(-1))).id);
    await failedAbout((await bookingAt(inHours(25))).id);
    await buildNotification(t.db, { status: 'failed', template: 'password-otp' });
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), NOW);
    expect(d.messageFailures).toBe(3);
  });

  it('is 0 when every message went out', async () => {
    const d = await adminDashboardOf(t.db, await loadSettings(t.db), inHours(24 * 30));
    expect(d.messageFailures).toBe(0);
  });

  it('is part of get-dashboard for the Admin', async () => {
    const now = new Date();
    await failedAbout((await bookingAt(inHours(3, now))).id);
    const res = await t.app.inject({ url: api.getDashboard, headers: bearer(await signIn(t.app, await buildAdmin(t.db))) });
    expect(res.json()).toMatchObject({ role: 'Admin', messageFailures: 1 });
  });
});
