import { buildBooking } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillUser, metric, newUser } from './signed-in-helpers';

const cards = ['Total Users', 'Pending Leaves', 'Completed Tasks', 'Total Projects'];
// Far in the past, so these rows never take a bay another test wants to book.
const longAgo = (minutes: number) => new Date(Date.UTC(2020, 0, 6, 4, 0) + minutes * 60_000);

async function metricsFromApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/tor/get-metrics', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { totalUsers: number; pendingLeaves: number; completedTasks: number; totalProjects: number };
}

test.describe('dashboards', () => {
  for (const [role, title] of [
    ['admin', 'Admin Dashboard'],
    ['user', 'User Dashboard'],
    ['employee', 'Employee Dashboard'],
  ] as const) {
    test(`${role}: the metrics strip shows SPEC.md's four cards with the API's figures`, async ({ page, accounts, signInAs }) => {
      await signInAs(await accounts[role]());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      for (const card of cards) expect(await metric(page, card)).toBeGreaterThanOrEqual(0);
      // A new customer's or employee's booking figures are its own, so they can be compared exactly.
      if (role === 'admin') return;
      const api = await metricsFromApi(page);
      expect(await metric(page, 'Pending Leaves')).toBe(api.pendingLeaves);
      expect(await metric(page, 'Completed Tasks')).toBe(api.completedTasks);
      expect(await metric(page, 'Total Projects')).toBe(api.totalProjects);
    });
  }

  test('each role sees only the creation buttons it may use', async ({ page, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    const buttons = ['Create Employee by Admin', 'Create User by Admin', 'Create User by Self'];
    const expected = { admin: buttons.slice(0, 2), employee: buttons.slice(2), user: [] as string[] };
    for (const role of ['admin', 'employee', 'user'] as const) {
      await signInAs(await accounts[role]());
      await expect(page.getByRole('group', { name: 'Total Users' })).toBeVisible();
      for (const name of buttons) await expect(page.getByRole('button', { name })).toHaveCount(expected[role].includes(name) ? 1 : 0);
      await page.evaluate(() => localStorage.clear());
    }
  });

  test("a customer's figures are its own bookings, and follow the data", async ({ page, db, accounts, signInAs }) => {
    const user = await accounts.user();
    await signInAs(user);
    expect(await metric(page, 'Total Projects')).toBe(0);
    expect(await metricsFromApi(page)).toMatchObject({ pendingLeaves: 0, completedTasks: 0, totalProjects: 0 });

    await buildBooking(db, { userId: user.id, status: 'Pending', startsAt: longAgo(0) });
    await buildBooking(db, { userId: user.id, status: 'Completed', startsAt: longAgo(60) });
    await buildBooking(db, { userId: user.id, status: 'Completed', startsAt: longAgo(120) });
    await buildBooking(db, { userId: user.id, status: 'Cancelled', startsAt: longAgo(180) });
    // Pending Leaves counts leave requests since issue 17 (none for a customer), not Pending bookings.
    expect(await metricsFromApi(page)).toMatchObject({ pendingLeaves: 0, completedTasks: 2, totalProjects: 4 });
    await page.reload();
    expect(await metric(page, 'Pending Leaves')).toBe(0);
    expect(await metric(page, 'Completed Tasks')).toBe(2);
    expect(await metric(page, 'Total Projects')).toBe(4);
  });

  test("an employee's figures are the bookings assigned to it", async ({ page, db, accounts, signInAs }) => {
    const [employee, customer] = [await accounts.employee(), await accounts.user()];
    await signInAs(employee);
    expect(await metric(page, 'Total Projects')).toBe(0);
    await buildBooking(db, { userId: customer.id, employeeId: employee.id, status: 'Completed', startsAt: longAgo(240) });
    await buildBooking(db, { userId: customer.id, status: 'Completed', startsAt: longAgo(300) }); // not assigned to it
    await page.reload();
    expect(await metric(page, 'Completed Tasks')).toBe(1);
    expect(await metric(page, 'Total Projects')).toBe(1);
  });

  test('Total Users goes up when the Admin adds a customer from the dashboard', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const before = await metric(page, 'Total Users');
    await page.getByRole('button', { name: 'Create User by Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await fillUser(dialog, newUser());
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('status')).toHaveText('User added successfully!');
    // No reload: the dialog's success refreshes the figures.
    await expect.poll(() => metric(page, 'Total Users')).toBeGreaterThan(before);
    expect((await metricsFromApi(page)).totalUsers).toBe(await metric(page, 'Total Users'));
  });

  test('the Admin dashboard lists the newest customers', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const newest = page.getByRole('region', { name: 'Newest customers' });
    await expect(newest.getByRole('listitem').first()).toBeVisible();
    const listed = page.waitForResponse((r) => r.url().includes('/tor/allusersandemployee') && r.url().includes('limit=5'));
    await page.reload();
    const { data } = (await (await listed).json()) as { data: { username: string }[] };
    expect(data.length).toBeGreaterThan(0);
    for (const u of data) await expect(newest).toContainText(u.username);
  });
});
