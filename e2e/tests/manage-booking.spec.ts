import { buildBooking, buildService, buildSubCategory } from '@autospa/db/testing';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { businessDay, startsIn } from './bookings-helpers';

// Issue 16 item 5, on a phone: a guest opens the manage link of its confirmation mail, sees the reference,
// the price, the time in IST and the address, adds it to the calendar, reschedules it and cancels it.
test.use({ viewport: { width: 390, height: 844 } });

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

async function guestBooking(request: APIRequestContext, catalog: { category: string; sub: string; service: string }) {
  // A time of its own (quarter hours from 9:00 AM to 3:45 PM, a day 5 to 9 days ahead): parallel tests never share a bay.
  const minute = 9 * 60 + 15 * Math.floor(Math.random() * 28);
  const time = `${((Math.floor(minute / 60) + 11) % 12) + 1}:${String(minute % 60).padStart(2, '0')} ${minute < 720 ? 'AM' : 'PM'}`;
  const res = await request.post('/tor/create-guest-booking', {
    data: {
      name: 'Ritu Guest',
      phone: `9${random(9)}`,
      email: `ritu${random(6)}@example.test`,
      serviceName: catalog.service,
      categoryName: catalog.category,
      subName: catalog.sub,
      date: businessDay(5 + Math.floor(Math.random() * 5)),
      time,
      carNo: `HR26 ${random(4)}`,
    },
    headers: { 'Idempotency-Key': `e2e-${random(12)}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { booking: { reference: string; date: string }; manageToken: string };
}

test('a guest manages its booking from the link: calendar, reschedule, cancel', async ({ page, db, axe }) => {
  const sub = await buildSubCategory(db);
  const service = await buildService(db, { price: '₹1,499', pricePaise: 149_900 });
  const { booking, manageToken } = await guestBooking(page.request, {
    category: sub.category.name,
    sub: sub.subName,
    service: service.serviceName,
  });

  await page.goto(`/manage-booking?token=${encodeURIComponent(manageToken)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
  await axe(page);
  await expect(page.getByText('₹1,499').first()).toBeVisible();
  await expect(page.getByText(/IST$/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Plot 42, Sector 18, Gurugram, Haryana 122015')).toBeVisible();
  const calendar = page.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('href', `/tor/get-booking-ics?token=${encodeURIComponent(manageToken)}`);
  const ics = await page.request.get((await calendar.getAttribute('href'))!);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain(booking.reference);

  // Thumb-sized actions on a phone.
  const reschedule = page.getByRole('button', { name: 'Reschedule' });
  expect((await reschedule.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await reschedule.click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
  await dialog.getByLabel('New date').fill(businessDay(12 + Math.floor(Math.random() * 8)));
  await dialog.getByLabel('New time').fill('2:15 PM');
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/02:15 PM IST$/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
});

test('a tampered link shows that it is not valid', async ({ page }) => {
  await page.goto('/manage-booking?token=AAAAAAAAAAAAAAAAAAAAAA.forged');
  await expect(page.getByText('This link is not valid. Please use the link from your confirmation email.')).toBeVisible();
});

test('a signed-in customer sees its confirmation at /booking-confirmed?id=', async ({ page, db, accounts, signInAs, axe }) => {
  const user = await accounts.user();
  const service = await buildService(db, { price: '₹899', pricePaise: 89_900 });
  const booking = await buildBooking(db, { userId: user.id, serviceId: service.id, startsAt: startsIn(72, 48), carNo: [`DL${random(6)}`] });
  await signInAs(user);
  await page.goto(`/booking-confirmed?id=${booking.id}`);
  await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
  await axe(page);
  await expect(page.getByText('₹899').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Open map (opens in a new tab)' })).toHaveAttribute('href', /openstreetmap/);
});
