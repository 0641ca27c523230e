import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { holdRequests, loginElsewhere, uniquePhone } from './signed-in-helpers';

async function findRow(page: Page, screen: string, searchLabel: string, text: string) {
  await page.goto(screen);
  await page.getByRole('searchbox', { name: searchLabel }).fill(text);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('User Management', () => {
  test('edits a customer in a popup: Cancel closes, Update saves and reloads the list', async ({ page, accounts, signInAs }) => {
    const user = await accounts.user();
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/users-management', 'Search users', user.username);
    await row.getByRole('button', { name: `Edit ${user.username}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${user.username}` });
    await expect(popup.getByLabel('Username')).toHaveValue(user.username);
    await expect(popup.getByLabel('Email')).toHaveValue(user.email);
    await expect(popup.getByLabel('Car Number')).toHaveValue('DL01AB1234');
    await popup.getByLabel('Username').fill('changed-but-cancelled');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();
    await expect(row).toContainText(user.username);

    await row.getByRole('button', { name: `Edit ${user.username}` }).click();
    await expect(popup.getByLabel('Username')).toHaveValue(user.username);
    const phone = uniquePhone();
    await popup.getByLabel('Phone').fill(phone);
    await popup.getByLabel('Car Number').fill('DL01AB1234, ka 05 mn 0001');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(row).toContainText(phone);
    await expect(row).toContainText('DL01AB1234, KA05MN0001');
  });

  test("keeps the popup open with the server's message when an edit clashes", async ({ page, accounts, signInAs }) => {
    const [user, other] = [await accounts.user(), await accounts.user()];
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/users-management', 'Search users', user.username);
    await row.getByRole('button', { name: `Edit ${user.username}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${user.username}` });
    await popup.getByLabel('Email').fill(other.email);
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup.getByRole('alert')).toHaveText('An account with this email address already exists.');
    await popup.getByLabel('Phone').fill('123');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup.getByText('Phone must be exactly 10 digits.')).toBeVisible();
  });

  test('deactivates a customer after confirmation; it cannot sign in until re-activated', async ({ page, browser, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    const user = await accounts.user();
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/users-management', 'Search users', user.username);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Deactivate ${user.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${user.username}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Deactivate ${user.username}` }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('User deactivated successfully!')).toBeVisible();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Deactivate ${user.username}` })).toHaveCount(0);
    expect(await loginElsewhere(browser, user.username, user.password)).toMatchObject({
      error: 'This account has been deactivated. Please contact the business.',
    });

    await row.getByRole('button', { name: `Re-activate ${user.username}` }).click();
    await expect(page.getByText(`${user.username} is active again and can sign in.`)).toBeVisible();
    await expect(row).not.toContainText('Inactive');
    expect(await loginElsewhere(browser, user.username, user.password)).toEqual({ error: null, url: '/user-dashboard' });
  });

  test("shows 'Loading users...' while loading and 'Failed to fetch users' on failure; Refresh loads again", async ({
    page,
    accounts,
    signInAs,
  }) => {
    test.info().annotations.push({ type: 'expect-server-error' });
    await signInAs(await accounts.admin());
    let fail = true;
    const list = await holdRequests(page, '**/tor/allusersandemployee?*', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
    );
    await page.goto('/users-management');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading users...' })).toBeVisible();
    list.release();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch users', { timeout: 10_000 });
    fail = false;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  });
});

test.describe('Employee Management', () => {
  test('edits an employee in a popup', async ({ page, accounts, signInAs }) => {
    const employee = await accounts.employee();
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/manage-employee', 'Search employees', employee.username);
    await row.getByRole('button', { name: `Edit ${employee.username}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${employee.username}` });
    await expect(popup.getByLabel('Gender')).toHaveValue('Female');
    await expect(popup.getByLabel('Date of Birth')).toHaveValue('1995-04-12');
    await popup.getByLabel('Gender').selectOption('Other');
    await popup.getByLabel('State').fill('Karnataka');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Employee updated successfully!')).toBeVisible();
    await expect(row).toContainText('Other');
    await expect(row).toContainText('Karnataka');
  });

  test('deactivates an employee after confirmation; it cannot sign in', async ({ page, browser, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    const employee = await accounts.employee();
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/manage-employee', 'Search employees', employee.username);
    await row.getByRole('button', { name: `Deactivate ${employee.username}` }).click();
    await page
      .getByRole('alertdialog', { name: `Deactivate ${employee.username}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Employee deactivated successfully!')).toBeVisible();
    await expect(row).toContainText('Inactive');
    expect(await loginElsewhere(browser, employee.email, employee.password)).toMatchObject({
      error: 'This account has been deactivated. Please contact the business.',
    });
    await row.getByRole('button', { name: `Re-activate ${employee.username}` }).click();
    await expect(row).not.toContainText('Inactive');
  });

  test("shows 'Loading employees...' and 'Failed to fetch employees'", async ({ page, accounts, signInAs }) => {
    test.info().annotations.push({ type: 'expect-server-error' });
    await signInAs(await accounts.admin());
    const list = await holdRequests(page, '**/tor/allusersandemployee?*', (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto('/manage-employee');
    await expect(page.getByRole('status').filter({ hasText: 'Loading employees...' })).toBeVisible();
    list.release();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch employees', { timeout: 10_000 });
  });
});
