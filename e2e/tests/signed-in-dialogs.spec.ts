import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { countRequests, fillEmployee, holdRequests, fillUser, loginElsewhere, newEmployee, newUser } from './signed-in-helpers';

const openDialog = async (page: Page, button: string, title: string) => {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('Create Employee by Admin', () => {
  test('adds the employee, clears the form and closes 1500 ms later; the Admin stays signed in', async ({
    page,
    browser,
    accounts,
    signInAs,
  }) => {
    test.slow(); // a long flow: generous on a busy machine
    const admin = await accounts.admin();
    await page.clock.install({ time: new Date('2030-01-07T09:00:00') });
    await signInAs(admin);
    const dialog = await openDialog(page, 'Create Employee by Admin', 'Add New Employee');
    const employee = newEmployee();
    await fillEmployee(dialog, employee);
    // From here time moves only when the test says so.
    await page.clock.pauseAt(new Date('2030-01-07T10:00:00'));
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Employee added successfully!');
    await expect(dialog.getByLabel('Username')).toHaveValue('');
    await expect(dialog.getByLabel('Phone')).toHaveValue('');
    await page.clock.runFor(1400);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    await page.clock.resume();

    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(admin.email);
    expect(await loginElsewhere(browser, employee.username, employee.password)).toEqual({ error: null, url: '/employee-dashboard' });
  });

  test("shows 'Adding...' while sending, then reopens empty", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const adding = await holdRequests(page, '**/tor/create-user');
    const dialog = await openDialog(page, 'Create Employee by Admin', 'Add New Employee');
    await fillEmployee(dialog, newEmployee());
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    adding.release();
    await expect(dialog.getByRole('status')).toHaveText('Employee added successfully!');
    await expect(dialog).toBeHidden({ timeout: 4000 });
    const again = await openDialog(page, 'Create Employee by Admin', 'Add New Employee');
    await expect(again.getByRole('status')).toHaveText('');
    await expect(again.getByLabel('Email')).toHaveValue('');
  });

  test('names every missing or wrong field and sends nothing', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const calls = countRequests(page, '/tor/create-user');
    const dialog = await openDialog(page, 'Create Employee by Admin', 'Add New Employee');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    for (const message of [
      'Username is required.',
      'Email is required.',
      'Phone is required.',
      'Gender must be Male, Female or Other.',
      'Date of birth must be a date (YYYY-MM-DD).',
      'State is required.',
      'Pincode must be 6 digits.',
      'Password is required.',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('Country').fill('');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByText('Country is required.')).toBeVisible();

    await fillEmployee(dialog, newEmployee({ emailId: 'not-an-email', phone: '12345', pincode: '12', password: 'short' }));
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(dialog.getByText('Phone must be exactly 10 digits.')).toBeVisible();
    await expect(dialog.getByText('Pincode must be 6 digits.')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters.')).toBeVisible();

    await fillEmployee(dialog, newEmployee({ confirmPassword: 'something-else-1' }));
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test("shows the server's message for a duplicate and stays open", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const existing = await accounts.user();
    const dialog = await openDialog(page, 'Create Employee by Admin', 'Add New Employee');
    await fillEmployee(dialog, newEmployee({ emailId: existing.email }));
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this email address already exists.');
    await expect(dialog.getByLabel('Email')).toHaveValue(existing.email);
    await expect(dialog).toBeVisible();
  });
});

test.describe('Create User by Admin', () => {
  test('adds the customer and closes 1500 ms later', async ({ page, browser, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    await page.clock.install({ time: new Date('2030-01-07T09:00:00') });
    await signInAs(await accounts.admin());
    const dialog = await openDialog(page, 'Create User by Admin', 'Add New User');
    const user = newUser({ carNo: 'mh 12 ab 1234' });
    await fillUser(dialog, user);
    await page.clock.pauseAt(new Date('2030-01-07T10:00:00'));
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('status')).toHaveText('User added successfully!');
    await expect(dialog.getByLabel('Car Number')).toHaveValue('');
    await page.clock.runFor(1499);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();
    await page.clock.resume();
    expect(await loginElsewhere(browser, user.emailId, user.password)).toEqual({ error: null, url: '/user-dashboard' });
  });

  test("checks the passwords match before sending ('Passwords do not match.')", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const calls = countRequests(page, '/tor/create-user');
    const dialog = await openDialog(page, 'Create User by Admin', 'Add New User');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    for (const message of [
      'Username is required.',
      'Email is required.',
      'Phone is required.',
      'Car number is required.',
      'Password is required.',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await fillUser(dialog, newUser({ carNo: 'X1', confirmPassword: 'different-pass-1' }));
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Car number must be 4 to 12 letters and digits, like DL01AB1234.')).toBeVisible();
    await dialog.getByLabel('Car Number').fill('DL01AB1234');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test("says 'User is not authenticated' when the session's token is gone, and sends nothing", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const dialog = await openDialog(page, 'Create User by Admin', 'Add New User');
    await fillUser(dialog, newUser());
    const calls = countRequests(page, '/tor/create-user');
    await page.evaluate(() => localStorage.removeItem('token'));
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('User is not authenticated. Please log in again.');
    expect(calls.count).toBe(0);
  });

  test("says 'Unexpected response from server.' for a success status other than 200/201", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.route('**/tor/create-user', (route) => route.fulfill({ status: 202, json: { message: 'Accepted' } }));
    const dialog = await openDialog(page, 'Create User by Admin', 'Add New User');
    await fillUser(dialog, newUser());
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Unexpected response from server.');
    await expect(dialog.getByLabel('Username')).not.toHaveValue('');
  });

  test('falls back to the SPEC.md text when an error has no message', async ({ page, accounts, signInAs }) => {
    test.info().annotations.push({ type: 'expect-server-error' });
    await signInAs(await accounts.admin());
    await page.route('**/tor/create-user', (route) => route.fulfill({ status: 500, json: {} }));
    const dialog = await openDialog(page, 'Create User by Admin', 'Add New User');
    await fillUser(dialog, newUser());
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred. Please try again.');
  });

  test("shows the server's message for a duplicate phone", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const existing = await accounts.employee();
    const dialog = await openDialog(page, 'Create User by Admin', 'Add New User');
    await fillUser(dialog, newUser({ phone: existing.phone! }));
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this phone number already exists.');
  });
});

test.describe('Create User by Self (employee at the counter)', () => {
  test("registers the customer without the employee's token ('Registering...', then 'Registration successful!')", async ({
    page,
    browser,
    accounts,
    signInAs,
  }) => {
    test.slow(); // a long flow: generous on a busy machine
    const employee = await accounts.employee();
    await signInAs(employee);
    const dialog = await openDialog(page, 'Create User by Self', 'Self-Register User');
    const user = newUser();
    await fillUser(dialog, user);
    const registering = await holdRequests(page, '**/tor/create-user');
    const request = page.waitForRequest('**/tor/create-user');
    await dialog.getByRole('button', { name: 'Register' }).click();
    expect((await request).headers().authorization).toBeUndefined();
    await expect(dialog.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    registering.release();
    await expect(dialog.getByRole('status')).toHaveText('Registration successful!');
    await expect(dialog).toBeHidden({ timeout: 4000 });
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(employee.email);
    expect(await loginElsewhere(browser, user.username, user.password)).toEqual({ error: null, url: '/user-dashboard' });
  });

  test('checks the fields and the password match before sending', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.employee());
    const calls = countRequests(page, '/tor/create-user');
    const dialog = await openDialog(page, 'Create User by Self', 'Self-Register User');
    await fillUser(dialog, newUser({ emailId: 'nope', confirmPassword: 'x' }));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Email').fill(`fixed_${Date.now()}@example.test`);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test("shows the server's message for a taken username", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.employee());
    const existing = await accounts.user();
    const dialog = await openDialog(page, 'Create User by Self', 'Self-Register User');
    await fillUser(dialog, newUser({ username: existing.username.toUpperCase() }));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'An account with some of these details already exists. Sign in, or use Forgot Password if it is yours.',
    );
  });
});
