import { buildBooking, buildService } from '@autospa/db/testing';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { businessDay } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Issue 17: the owner's timeline (/bookings/calendar). Each test books a day of its own far ahead, so the bays
// it uses hold nothing else.
const aDayOfItsOwn = () => businessDay(400 + Math.floor(Math.random() * 2000));
/** 10:00 AM in the business time zone (IST) on a YYYY-MM-DD day. */
const tenAm = (day: string) => new Date(`${day}T10:00:00+05:30`);
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const plate = () => `DL${uid().slice(-8).toUpperCase()}`;

type Bay = { _id: string; name: string };

async function activeBays(page: Page): Promise<Bay[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/tor/get-bays', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { bays } = (await res.json()) as { bays: Bay[] };
  expect(bays.length, 'the timeline tests need two bays').toBeGreaterThanOrEqual(2);
  return bays;
}

const block = (page: Page, carNo: string) => page.getByRole('button', { name: new RegExp(carNo) });
const column = (page: Page, bay: string) => page.locator('.rbc-row-resource .rbc-header').filter({ hasText: new RegExp(`^${bay}$`) });

/** Drags a block with the mouse (the calendar's drag-and-drop works on mouse events) to a bay's column, same time. */
async function dragToBay(page: Page, from: Locator, bay: string) {
  const start = (await from.boundingBox())!;
  const target = (await column(page, bay).boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, start.y + start.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('Bookings Calendar (Admin)', () => {
  test('drags a booking to another bay and it is still there after a reload', async ({ page, db, accounts, signInAs }) => {
    const day = aDayOfItsOwn();
    const car = plate();
    const service = await buildService(db);
    await signInAs(await accounts.admin());
    const [first, second] = await activeBays(page);
    await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [car], bayId: first!._id, status: 'Confirmed' });

    await page.goto(`/bookings/calendar?date=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings Calendar' })).toBeVisible();
    const moved = block(page, car);
    await expect(moved).toHaveAccessibleName(
      new RegExp(`^10:00 AM, ${car}, ${esc(service.serviceName)}, Confirmed, ${first!.name}, Unassigned$`),
    );

    const saved = page.waitForResponse((r) => r.url().includes('/tor/update-booking?') && r.request().method() === 'PUT');
    await dragToBay(page, moved, second!.name);
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Booking updated successfully!')).toBeVisible();
    await expect(moved).toHaveAccessibleName(new RegExp(`, ${second!.name}, `));

    await page.reload();
    await expect(block(page, car)).toHaveAccessibleName(new RegExp(`^10:00 AM, ${car}, .*, ${second!.name}, Unassigned$`));
  });

  test('a drag onto a taken bay snaps back and shows the server’s reason', async ({ page, db, accounts, signInAs }) => {
    const day = aDayOfItsOwn();
    const [mover, holder] = [plate(), plate()];
    const service = await buildService(db);
    await signInAs(await accounts.admin());
    const [first, second] = await activeBays(page);
    await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [mover], bayId: first!._id });
    const taken = await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [holder], bayId: second!._id });

    await page.goto(`/bookings/calendar?date=${day}`);
    const moved = block(page, mover);
    await expect(moved).toHaveAccessibleName(new RegExp(`, ${first!.name}, `));
    await dragToBay(page, moved, second!.name);

    await expect(page.getByRole('alert')).toHaveText(`${second!.name} is taken by booking ${taken.reference} at 10:00 AM (IST).`);
    await expect(moved).toHaveAccessibleName(new RegExp(`, ${first!.name}, `));
    await page.reload();
    await expect(block(page, mover)).toHaveAccessibleName(new RegExp(`, ${first!.name}, `));
  });

  test('quick actions from the keyboard: Confirm shows the customer’s no-shows and confirms', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const day = aDayOfItsOwn();
    const car = plate();
    const service = await buildService(db);
    await signInAs(await accounts.admin());
    await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [car] });

    await page.goto(`/bookings/calendar?date=${day}`);
    const pending = block(page, car);
    await expect(pending).toHaveAccessibleName(/, Pending, /);
    await pending.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${car} at 10:00 AM` });
    await expect(dialog.getByText('No-shows by this customer: 0')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call the customer' })).toHaveAttribute('href', /^tel:/);
    // Not started yet: no No-show; Start comes after Confirm.
    await expect(dialog.getByRole('button', { name: 'No-show' })).toHaveCount(0);
    await axe(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Booking status updated successfully!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(block(page, car)).toHaveAccessibleName(/, Confirmed, /);
  });

  test('drops an employee on a block to assign the job', async ({ page, db, accounts, signInAs }) => {
    const day = aDayOfItsOwn();
    const car = plate();
    const service = await buildService(db);
    const employee = await accounts.employee();
    await signInAs(await accounts.admin());
    await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [car], status: 'Confirmed' });

    await page.goto(`/bookings/calendar?date=${day}`);
    const chip = page.getByRole('region', { name: 'Employees' }).getByRole('listitem').filter({ hasText: employee.username });
    await chip.dragTo(block(page, car));
    await expect(page.getByText('Booking updated successfully!')).toBeVisible();
    await expect(block(page, car)).toHaveAccessibleName(new RegExp(`, with ${employee.username}$`));
  });

  test('at 390 px shows one bay at a time with no sideways scroll, and the page passes axe', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const day = aDayOfItsOwn();
    const [here, there] = [plate(), plate()];
    const service = await buildService(db);
    await signInAs(await accounts.admin());
    const [first, second] = await activeBays(page);
    await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [here], bayId: first!._id });
    await buildBooking(db, { serviceId: service.id, startsAt: tenAm(day), carNo: [there], bayId: second!._id });

    await page.goto(`/bookings/calendar?date=${day}`);
    await expect(block(page, here)).toBeVisible();
    await axe(page);

    await page.setViewportSize({ width: 390, height: 844 });
    const picker = page.getByLabel('Bay', { exact: true });
    await expect(picker).toHaveValue(first!._id);
    const list = page.getByRole('list', { name: `${first!.name} bookings` });
    await expect(list.getByRole('button', { name: new RegExp(here) })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(there) })).toHaveCount(0);
    await picker.selectOption(second!._id);
    await expect(
      page.getByRole('list', { name: `${second!.name} bookings` }).getByRole('button', { name: new RegExp(there) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(here) })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axe(page);
  });
});
