import { appSecrets, bookings, messageOptOuts, type Database } from '@autospa/db';
import { buildBooking, buildService } from '@autospa/db/testing';
import { and, eq } from 'drizzle-orm';
import { bookingLinkSigner, type LinkAction } from '../../apps/api/src/messaging/booking-links';
import { optOutLinkSigner } from '../../apps/api/src/messaging/opt-out-links';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';

// Issue 19 item 4: the one-tap links of a reminder (/b/<token>) and the opt-out link (/stop/<token>), on a phone.
// The tokens are signed here as the server signs them, with the server's own key from the database.

const secretOf = async (db: Database, name: string) =>
  (await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, name)))[0]!.secret;

async function linkFor(db: Database, booking: { id: string; startsAt: Date }, action: LinkAction) {
  const signer = bookingLinkSigner(await secretOf(db, 'booking-link'));
  return `/b/${signer.sign({ bookingId: booking.id, action, expiresAt: booking.startsAt })}`;
}

const rowOf = async (db: Database, id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"I\'m coming" confirms the booking; opening the link alone changes nothing', async ({ page, db, axe }) => {
    const service = await buildService(db);
    const booking = await buildBooking(db, { serviceId: service.id });
    const before = await rowOf(db, booking.id);

    await page.goto(await linkFor(db, booking, 'confirm'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    await expect(page.getByRole('heading', { level: 2, name: service.serviceName })).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [AP]M IST$/)).toBeVisible();
    const coming = page.getByRole('button', { name: "I'm coming" });
    await expect(coming).toBeVisible();
    await axe(page);
    expect((await coming.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // A link previewer opens the page the same way: nothing changed.
    expect(await rowOf(db, booking.id)).toEqual(before);

    await coming.click();
    await expect(page.getByRole('status').filter({ hasText: "Thank you! We've noted that you are coming." })).toBeVisible();
    await expect(page.getByText('You told us you are coming.')).toBeVisible();
    await expect(coming).toHaveCount(0);
    expect((await rowOf(db, booking.id)).customerConfirmedAt).toBeInstanceOf(Date);

    await page.reload();
    await expect(page.getByText('You told us you are coming.')).toBeVisible();
    await expect(page.getByRole('button', { name: "I'm coming" })).toHaveCount(0);
  });

  test('"Cancel booking" asks once, then cancels', async ({ page, db }) => {
    const booking = await buildBooking(db, { serviceId: (await buildService(db)).id });
    await page.goto(await linkFor(db, booking, 'cancel'));
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Keep my booking' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await rowOf(db, booking.id)).status).toBe('Pending');

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your booking has been cancelled.' })).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    expect((await rowOf(db, booking.id)).status).toBe('Cancelled');
  });

  test('a link with a changed character shows why it does not work', async ({ page, db }) => {
    const booking = await buildBooking(db, { serviceId: (await buildService(db)).id });
    const link = await linkFor(db, booking, 'confirm');
    const bad = `${link.slice(0, -3)}${link.at(-3) === 'A' ? 'B' : 'A'}${link.slice(-2)}`;
    await page.goto(bad);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid. Please open the latest message from us, or sign in to see your booking.',
    );
    await expect(page.getByRole('button', { name: "I'm coming" })).toHaveCount(0);
  });

  test('"Stop these messages" opts the number out of that channel', async ({ page, db, axe }) => {
    const recipient = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const token = optOutLinkSigner(await secretOf(db, 'opt-out-link')).sign({ channel: 'sms', recipient });
    await page.goto(`/stop/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stop messages' })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Stop these messages' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Done: you will get no more messages from us on this channel. (SMS to +91••••••${recipient.slice(-4)})`,
    );
    const rows = await db
      .select()
      .from(messageOptOuts)
      .where(and(eq(messageOptOuts.recipient, recipient), eq(messageOptOuts.channel, 'sms')));
    expect(rows).toHaveLength(1);
  });
});

test('the owner sees on the timeline that the customer is coming', async ({ page, db, accounts, signInAs }) => {
  // A day of its own far ahead: its bays hold nothing else.
  const day = businessDay(400 + Math.floor(Math.random() * 2000));
  const booking = await buildBooking(db, { serviceId: (await buildService(db)).id, startsAt: new Date(`${day}T10:00:00+05:30`) });
  const token = (await linkFor(db, booking, 'confirm')).slice('/b/'.length);
  const res = await page.request.post('/tor/booking-action', { data: { token, action: 'confirm' } });
  expect(res.status()).toBe(200);

  await signInAs(await accounts.admin());
  await page.goto(`/bookings/calendar?date=${day}`);
  const block = page.getByRole('button', { name: new RegExp(booking.carNo[0]!) });
  await expect(block).toHaveAccessibleName(/, customer says they are coming$/);
  await expect(block.getByTestId('coming-mark')).toHaveText('Coming');
});
