import { notifications } from '@autospa/db';
import { buildBooking } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { findRow } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Issue 19: the Admin's log of every message sent, and the customer's choice of channels and language. Rows are
// written straight to the database (the sending side writes them in the app); each test's recipients are its own.

const HOUR = 60 * 60_000;

/** A booking starting in 3 hours (no exact bay, so it never meets the other specs' bookings) with three messages. */
async function bookingWithMessages(db: Parameters<typeof buildBooking>[0]) {
  const booking = await buildBooking(db, {
    status: 'Confirmed',
    scheduled: false,
    timeSlot: '3:00 PM - 5:00 PM',
    startsAt: new Date(Date.now() + 3 * HOUR),
  });
  const tag = uid();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await db.insert(notifications).values([
    {
      bookingId: booking.id,
      channel: 'email',
      template: 'booking-confirmed',
      recipient: `mail.${tag}@example.test`,
      status: 'delivered',
      createdAt: at(30),
    },
    {
      bookingId: booking.id,
      channel: 'sms',
      template: 'reminder',
      recipient: `+9170${tag.slice(-8)}`,
      status: 'failed',
      error: 'DLT template not approved',
      createdAt: at(20),
    },
    {
      bookingId: booking.id,
      channel: 'whatsapp',
      template: 'reminder',
      recipient: `+9180${tag.slice(-8)}`,
      status: 'sent',
      createdAt: at(10),
    },
  ]);
  return booking;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test.describe('the Admin’s message log (/notifications)', () => {
  test('at 390 px: a booking’s messages as cards, newest first; the status filter leaves the failed one; axe passes', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const booking = await bookingWithMessages(db);
    await signInAs(await accounts.admin());
    await page.goto(`/notifications?bookingId=${booking.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
    await expect(page.getByText(`Showing the messages of booking ${booking.reference} only.`)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Messages sent' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Reminder · WhatsApp');
    await expect(cards.nth(0)).toContainText('Sent');
    await expect(cards.nth(0)).toContainText('IST');
    await expect(cards.nth(2)).toContainText('Booking confirmed · Email');
    await expect(cards.nth(2)).toContainText('Delivered');
    await noSidewaysScroll(page);
    await axe(page);

    await page.getByLabel('Status').selectOption('failed');
    await expect(page).toHaveURL(/status=failed/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Failed');
    await expect(cards.first()).toContainText('DLT template not approved');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(3);
  });

  test('at 1280 px: a table with time, booking, channel, template, recipient, status and error; the channel filter; axe passes', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const booking = await bookingWithMessages(db);
    await signInAs(await accounts.admin());
    await page.goto(`/notifications?bookingId=${booking.id}`);
    const table = page.getByRole('table', { name: 'Messages sent' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Time (IST)',
      'Booking',
      'Channel',
      'Template',
      'Recipient',
      'Status',
      'Error',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(booking.reference);
    await expect(rows.nth(1)).toContainText('SMS');
    await expect(rows.nth(1)).toContainText('Failed');
    await expect(rows.nth(1)).toContainText('DLT template not approved');
    await axe(page);

    await page.getByLabel('Channel').selectOption('email');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Booking confirmed');
    await page.getByRole('button', { name: 'Show all bookings' }).click();
    await expect(page).not.toHaveURL(/bookingId/);
    await expect(page).toHaveURL(/channel=email/);
  });

  test('the dashboard flags failed messages about bookings in the next 24 hours and opens the failed ones', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    await bookingWithMessages(db);
    await signInAs(await accounts.admin());
    await page.goto('/dashboard');
    await expect(page.getByText(/messages? about bookings in the next 24 hours could not be sent\./)).toBeVisible();
    await page.getByRole('link', { name: 'See the failed messages' }).click();
    await expect(page).toHaveURL('/notifications?status=failed');
    await expect(page.getByLabel('Status')).toHaveValue('failed');
  });
});

test.describe('a booking’s messages', () => {
  test('the Admin’s Edit booking popup links the booking’s messages in the log', async ({ page, db, accounts, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const booking = await bookingWithMessages(db);
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/bookings/all', 'Search bookings', booking.carNo[0]!);
    await row.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('dialog', { name: 'Edit booking' }).getByRole('link', { name: 'Messages sent about this booking' }).click();
    await expect(page).toHaveURL(`/notifications?bookingId=${booking.id}`);
    await expect(page.getByRole('table', { name: 'Messages sent' }).locator('tbody tr')).toHaveCount(3);
  });
});

test.describe('a customer’s messages on its profile', () => {
  test('saves SMS and Hindi without a password; the reload shows them', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await page.goto('/users/management');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Messages', level: 2 }) });
    await expect(card.getByText('Email is always on')).toBeVisible();
    await expect(card.getByLabel('Language')).toHaveValue('en');
    await card.getByRole('checkbox', { name: 'SMS' }).check();
    await card.getByRole('checkbox', { name: 'WhatsApp' }).uncheck();
    await card.getByLabel('Language').selectOption('hi');
    await card.getByRole('button', { name: 'Save Messages' }).click();
    await expect(card.getByRole('status')).toHaveText('Profile updated successfully!');

    await page.reload();
    await expect(card.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
    await expect(card.getByLabel('Language')).toHaveValue('hi');
    await expect(card.getByLabel('Language').locator('option:checked')).toHaveText('हिन्दी');
  });
});
