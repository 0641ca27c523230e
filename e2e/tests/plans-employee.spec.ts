import { planVisits, subscriptions, visitPhotos, type Database } from '@autospa/db';
import { buildBooking, buildService, buildSubCategory } from '@autospa/db/testing';
import { eq } from 'drizzle-orm';
import { expect, test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { buildCar, buildPlan, tinyPng } from './plans-helpers';
import { uid } from './signed-in-helpers';

// Issue 20: an Employee completes a plan visit on its phone: Complete asks for a photo of the car first (the back
// camera), shows it, uploads it and then completes the job.

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(90_000);

const hourMs = 3_600_000;

/** A car on a plan, and today's job for its visit, in progress with the employee and paid by a credit. */
async function planVisitInProgress(db: Database, o: { customerId: string; employeeId: string; startsAt: Date }) {
  const id = uid();
  const sub = await buildSubCategory(db, { subName: `Hatch ${id}` });
  const service = await buildService(db, { serviceName: `Visit Wash ${id}`, price: '499 rs', pricePaise: 49_900, durationMinutes: 15 });
  const plan = await buildPlan(db, { name: `Visit Pack ${id}`, serviceIds: [service.id], categoryIds: [sub.category.id] });
  const car = await buildCar(db, o.customerId, sub.category.id, sub.id);
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      planId: plan.id,
      userId: o.customerId,
      vehicleId: car.id,
      startDate: businessDay(0),
      endDate: businessDay(60),
      pricePaise: plan.pricePaise,
    })
    .returning();
  const booking = await buildBooking(db, {
    serviceId: service.id,
    userId: o.customerId,
    employeeId: o.employeeId,
    status: 'In progress',
    bookingDate: businessDay(0),
    startsAt: o.startsAt,
    carNo: [car.plate],
    pricePaise: 0,
  });
  const [visit] = await db
    .insert(planVisits)
    .values({ subscriptionId: subscription!.id, visitDate: businessDay(0), source: 'booked', bookingId: booking.id })
    .returning();
  return { car, visit: visit! };
}

test('an employee completes a plan visit with a photo from the job card', async ({ page, db, accounts, signInAs, axe }) => {
  const customer = await accounts.user();
  const employee = await accounts.employee();
  // A job of today (a little later, or a little earlier late in the evening).
  const later = new Date(Date.now() + hourMs + Math.floor(Math.random() * 24) * 5 * 60_000);
  const startsAt =
    businessDay(0) === new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(later) ? later : new Date(Date.now() - hourMs);
  const { car, visit } = await planVisitInProgress(db, { customerId: customer.id, employeeId: employee.id, startsAt });

  await signInAs(employee);
  await page.goto('/bookings/today');
  const card = page.getByRole('article', { name: car.plate });
  await expect(card).toContainText('A plan visit needs a photo of the car before it is completed.');
  await card.getByRole('button', { name: /^Complete/ }).click();
  const dialog = page.getByRole('dialog', { name: `Photo of ${car.plate}` });
  const input = dialog.locator('input[type="file"]');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(dialog.getByRole('button', { name: 'Upload and complete' })).toBeDisabled();
  await input.setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: tinyPng(320) });
  await expect(dialog.getByRole('img', { name: 'The photo to upload' })).toBeVisible();
  await axe(page);
  await page.screenshot({ path: '/tmp/e2e-plans-web-shots/job-photo-390.png' });
  await dialog.getByRole('button', { name: 'Upload and complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Completed');

  const [done] = await db.select().from(planVisits).where(eq(planVisits.id, visit.id));
  expect(done).toMatchObject({ status: 'done', proofBy: employee.id });
  const stored = await db
    .select({ type: visitPhotos.contentType, takenBy: visitPhotos.takenBy })
    .from(visitPhotos)
    .where(eq(visitPhotos.visitId, visit.id));
  expect(stored).toEqual([{ type: 'image/jpeg', takenBy: employee.id }]);
});

test('a photo that is not an image is refused with its message before anything is sent', async ({ page, db, accounts, signInAs }) => {
  const customer = await accounts.user();
  const employee = await accounts.employee();
  const { car } = await planVisitInProgress(db, {
    customerId: customer.id,
    employeeId: employee.id,
    // Two to four hours back, at some quarter hour: the hour before now is crowded by other specs' jobs late in the day.
    startsAt: new Date(Date.now() - 2 * hourMs - Math.floor(Math.random() * 8) * 15 * 60_000),
  });

  await signInAs(employee);
  await page.goto('/bookings/today');
  await page
    .getByRole('article', { name: car.plate })
    .getByRole('button', { name: /^Complete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Photo of ${car.plate}` });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(dialog.getByRole('alert')).toHaveText('The photo must be a JPEG, PNG or WebP image.');
  await expect(dialog.getByRole('button', { name: 'Upload and complete' })).toBeDisabled();
});
