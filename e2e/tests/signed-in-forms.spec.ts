import { expect, test } from '../fixtures';
import { countRequests, fillEmployee, holdRequests, fillUser, loginElsewhere, newEmployee, newUser } from './signed-in-helpers';

test.describe('Create Employee screen', () => {
  test("creates the employee ('Creating...'), clears the form and keeps the Admin signed in", async ({
    page,
    browser,
    accounts,
    signInAs,
  }) => {
    test.slow(); // a long flow: generous on a busy machine
    const admin = await accounts.admin();
    await signInAs(admin);
    await page.goto('/create-employee');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Employee');
    const creating = await holdRequests(page, '**/tor/create-employee');
    const employee = newEmployee({ gender: 'Other', state: 'Tamil Nadu' });
    await fillEmployee(page.getByRole('main'), employee);
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    creating.release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Employee created successfully!');
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByLabel('Country')).toHaveValue('India');
    // The response carries a session for the new employee; the Admin's own session stays.
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(admin.email);
    await page.reload();
    await expect(page).toHaveURL('/create-employee');

    await page.goto('/manage-employee');
    await page.getByRole('searchbox', { name: 'Search employees' }).fill(employee.username);
    await expect(page.getByRole('table', { name: 'Employees' })).toContainText('Tamil Nadu');
    expect(await loginElsewhere(browser, employee.phone, employee.password)).toEqual({ error: null, url: '/employee-dashboard' });
  });

  test('checks every field and that the passwords match before sending', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.goto('/create-employee');
    const calls = countRequests(page, '/tor/create-employee');
    await page.getByRole('button', { name: 'Create Employee' }).click();
    for (const message of [
      'Username is required.',
      'Email is required.',
      'Phone is required.',
      'Gender must be Male, Female or Other.',
      'State is required.',
      'Pincode must be 6 digits.',
      'Password is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await fillEmployee(page.getByRole('main'), newEmployee({ dateOfBirth: '2999-01-01', emailId: 'a@b' }));
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Date of birth cannot be in the future.')).toBeVisible();
    await fillEmployee(page.getByRole('main'), newEmployee({ confirmPassword: 'not-the-same-1' }));
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test("shows the server's message for a duplicate username", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const existing = await accounts.employee();
    await page.goto('/create-employee');
    await fillEmployee(page.getByRole('main'), newEmployee({ username: existing.username }));
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('An account with this username already exists.');
  });

  test("says 'Something went wrong. Try again.' for an unexpected status, 'Failed to create employee.' for an error without message", async ({
    page,
    accounts,
    signInAs,
  }) => {
    test.info().annotations.push({ type: 'expect-server-error' });
    await signInAs(await accounts.admin());
    await page.goto('/create-employee');
    let status = 202;
    await page.route('**/tor/create-employee', (route) => route.fulfill({ status, json: {} }));
    await fillEmployee(page.getByRole('main'), newEmployee());
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Something went wrong. Try again.');
    status = 500;
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to create employee.');
  });
});

test.describe('Add New User screen', () => {
  test('adds the customer, who can then sign in', async ({ page, browser, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    await signInAs(await accounts.admin());
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add New User');
    const user = newUser({ carNo: 'up 32 xy 7777' });
    await fillUser(page.getByRole('main'), user);
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('User added successfully!');
    await expect(page.getByLabel('Email')).toHaveValue('');
    expect(await loginElsewhere(browser, user.username, user.password)).toEqual({ error: null, url: '/user-dashboard' });
  });

  test('checks the fields and that the passwords match before sending', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.goto('/add-user');
    const calls = countRequests(page, '/tor/create-user');
    await page.getByRole('button', { name: 'Add User' }).click();
    for (const message of [
      'Username is required.',
      'Email is required.',
      'Phone is required.',
      'Car number is required.',
      'Password is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await fillUser(page.getByRole('main'), newUser({ confirmPassword: 'other-password-9' }));
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test("shows the server's message for a duplicate email, and the SPEC.md fallbacks", async ({ page, accounts, signInAs }) => {
    test.info().annotations.push({ type: 'expect-server-error' });
    await signInAs(await accounts.admin());
    const existing = await accounts.user();
    await page.goto('/add-user');
    await fillUser(page.getByRole('main'), newUser({ emailId: existing.email.toUpperCase() }));
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('An account with this email address already exists.');

    let status = 500;
    await page.route('**/tor/create-user', (route) => route.fulfill({ status, json: {} }));
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to create user.');
    status = 202;
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Something went wrong. Try again.');
  });
});
