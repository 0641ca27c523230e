import { bays } from '@autospa/db';
import { buildBooking, buildService } from '@autospa/db/testing';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { businessDay, signOutLocally, startsIn } from './bookings-helpers';
import { metric, uid } from './signed-in-helpers';

// Issue 17: the Admin's named bays and the leave requests (an Employee asks, the Admin decides).
test.beforeEach(() => test.slow());

/** Adds a bay that does only `serviceName` on /bays and returns its card. */
async function addBay(page: Page, name: string, serviceName: string) {
  await page.goto('/bays');
  await page.getByRole('button', { name: 'Add bay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bay' });
  await dialog.getByLabel('Bay name').fill(name);
  await dialog.getByRole('checkbox', { name: serviceName }).check();
  await dialog.getByRole('button', { name: 'Add bay' }).click();
  await expect(page.getByText('Bay created successfully!')).toBeVisible();
  return page
    .getByRole('list', { name: 'Bays' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function retire(page: Page, card: ReturnType<Page['getByRole']>, name: string) {
  await card.getByRole('button', { name: `Retire ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Retire ${name}?` });
  await confirm.getByRole('button', { name: 'Retire bay' }).click();
  return confirm;
}

test.describe('Bays (Admin)', () => {
  test('adds a named bay for one service; it is listed with that service; retiring it asks once', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const service = await buildService(db, { serviceName: `Ceramic coat ${uid()}` });
    await signInAs(await accounts.admin());
    const name = `Foam bay ${uid()}`;
    const card = await addBay(page, name, service.serviceName);
    await expect(card).toContainText(service.serviceName);
    await expect(card).toContainText('No upcoming bookings');
    await page.reload(); // without the success toast, which axe would catch half faded in
    await expect(card).toBeVisible();
    await axe(page);

    // A second bay of the same name is refused by the server, next to the field.
    await page.getByRole('button', { name: 'Add bay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a bay' });
    await dialog.getByLabel('Bay name').fill(name);
    await dialog.getByRole('button', { name: 'Add bay' }).click();
    await expect(dialog.getByText('A bay with this name already exists.')).toBeVisible();
    await page.keyboard.press('Escape');

    const confirm = await retire(page, card, name);
    await expect(page.getByText('Bay retired successfully!')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  });

  test("retiring a bay that holds an upcoming booking shows the server's 409 and keeps the bay", async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const service = await buildService(db, { serviceName: `Underbody wash ${uid()}` });
    const customer = await accounts.user();
    await signInAs(await accounts.admin());
    const name = `Detailing studio ${uid()}`;
    const card = await addBay(page, name, service.serviceName);
    const [bay] = await db.select().from(bays).where(eq(bays.name, name));
    await buildBooking(db, {
      userId: customer.id,
      serviceId: service.id,
      status: 'Confirmed',
      bayId: bay!.id,
      startsAt: startsIn(24 * 40, 24 * 10),
    });
    await page.reload();
    await expect(card).toContainText('1 upcoming booking');

    const confirm = await retire(page, card, name);
    await expect(confirm.getByRole('alert')).toHaveText('This bay has 1 upcoming booking. Move them to another bay first.');
    await confirm.getByRole('button', { name: 'Keep bay' }).click();
    await expect(card).toBeVisible();
  });
});

test.describe('Leave', () => {
  // One after the other: the first counts Pending Leaves before and after, the second makes a pending request.
  test.describe.configure({ mode: 'serial' });

  test('an Employee asks; Pending Leaves goes up by one on the Admin dashboard; the Admin approves and it goes back', async ({
    page,
    accounts,
    signInAs,
    axe,
  }) => {
    const [admin, employee] = [await accounts.admin(), await accounts.employee()];
    await signInAs(admin);
    const before = await metric(page, 'Pending Leaves');
    await signOutLocally(page);

    await signInAs(employee);
    await page.goto('/leave');
    const day = businessDay(20 + Math.floor(Math.random() * 30));
    const reason = `Sister's wedding ${uid()}`;
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Request leave' }).click();
    await expect(page.getByText('Leave requested successfully!')).toBeVisible();
    const mine = page.getByRole('list', { name: 'Leave requests' }).getByRole('listitem').filter({ hasText: reason });
    await expect(mine).toContainText('Pending');
    await axe(page);
    await signOutLocally(page);

    await signInAs(admin);
    await expect.poll(() => metric(page, 'Pending Leaves')).toBe(before + 1);
    await page.getByRole('group', { name: 'Pending Leaves' }).getByRole('link', { name: 'Pending Leaves' }).click();
    await expect(page).toHaveURL('/leave');
    const request = page.getByRole('listitem').filter({ hasText: reason });
    await expect(request).toContainText(employee.username);
    await axe(page);
    await request.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByText('Leave approved.')).toBeVisible();
    await expect(request).toContainText('Approved');
    await expect(request.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect.poll(() => metric(page, 'Pending Leaves')).toBe(before);
  });

  test("approving leave over assigned jobs shows the server's 409; declining works", async ({ page, db, accounts, signInAs }) => {
    const [employee, customer] = [await accounts.employee(), await accounts.user()];
    const day = businessDay(25 + Math.floor(Math.random() * 30));
    await signInAs(employee);
    await page.goto('/leave');
    const reason = `Exam ${uid()}`;
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Request leave' }).click();
    await expect(page.getByText('Leave requested successfully!')).toBeVisible();
    await signOutLocally(page);
    // A job on that day (10:00 IST) is already the employee's.
    await buildBooking(db, { userId: customer.id, employeeId: employee.id, status: 'Confirmed', startsAt: new Date(`${day}T04:30:00Z`) });

    await signInAs(await accounts.admin());
    await page.goto('/leave');
    const request = page.getByRole('listitem').filter({ hasText: reason });
    await request.getByRole('button', { name: /^Approve/ }).click();
    await expect(request.getByRole('alert')).toHaveText('This employee has 1 job assigned on those days. Reassign them first.');
    await expect(request).toContainText('Pending');
    await request.getByRole('button', { name: /^Decline/ }).click();
    await expect(page.getByText('Leave declined.')).toBeVisible();
    await expect(request).toContainText('Declined');
  });
});

test('Staff time lists each employee, "Follows opening hours" until shifts are set, and saves a week', async ({
  page,
  accounts,
  signInAs,
  axe,
}) => {
  const employee = await accounts.employee();
  await signInAs(await accounts.admin());
  await page.goto('/staff-time');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: employee.username, exact: true }) });
  await expect(card).toContainText('Follows opening hours');
  await axe(page);
  await card.getByRole('button', { name: `Edit shifts of ${employee.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Shifts of ${employee.username}` });
  await dialog.getByRole('radio', { name: 'Own weekly shifts' }).check();
  await dialog.getByRole('checkbox', { name: /^Sunday/ }).uncheck();
  await dialog.getByLabel('Monday from').fill('10:00');
  await dialog.getByLabel('Monday to').fill('16:00');
  await axe(page);
  await dialog.getByRole('button', { name: 'Save shifts' }).click();
  await expect(page.getByText('Shifts updated successfully!')).toBeVisible();
  await expect(card).toContainText('Own weekly shifts');
  await expect(card).toContainText('Mon 10:00 AM–4:00 PM');
  await expect(card).toContainText('Sun off');
});

test('Settings: the UPI ID is saved, refused when malformed, and an empty field clears it', async ({
  page,
  request,
  accounts,
  signInAs,
}) => {
  const before = ((await (await request.get('/tor/get-settings')).json()) as { upiId: string | null }).upiId;
  await signInAs(await accounts.admin());
  await page.goto('/settings');
  const field = page.getByLabel('UPI ID');
  const save = page.getByRole('button', { name: 'Save UPI ID' });
  await field.fill('not a upi id');
  await save.click();
  await expect(page.getByText('UPI ID must look like name@bank.')).toBeVisible();
  await field.fill('autospa.test@okhdfcbank');
  await save.click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  expect((await (await request.get('/tor/get-settings')).json()).upiId).toBe('autospa.test@okhdfcbank');
  await field.fill('');
  await save.click();
  await expect.poll(async () => (await (await request.get('/tor/get-settings')).json()).upiId).toBeNull();
  // Other specs take UPI payments on this server: put back what was there.
  await field.fill(before ?? 'autospa@okhdfcbank');
  await save.click();
  await expect.poll(async () => (await (await request.get('/tor/get-settings')).json()).upiId).toBe(before ?? 'autospa@okhdfcbank');
});
