import { expect, test } from '../fixtures';
import { holdRequests } from './signed-in-helpers';

test.describe('sign in', () => {
  for (const role of ['admin', 'employee', 'user'] as const) {
    test(`${role} lands on its dashboard`, async ({ page, accounts, signInAs }) => {
      const account = await accounts[role]();
      await signInAs(account);
      const home = { admin: '/dashboard', employee: '/employee-dashboard', user: '/user-dashboard' }[role];
      await expect(page).toHaveURL(home);
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(stored).toMatchObject({ token: expect.any(String), email: account.email, typeOfUser: account.typeOfUser });
      expect(JSON.parse(stored.userData ?? '{}')).toMatchObject({ username: account.username, typeOfUser: account.typeOfUser });
    });
  }

  test('signs in with an email or a phone number too', async ({ page, accounts }) => {
    const user = await accounts.user();
    for (const identifier of [user.email, user.phone!]) {
      await page.goto('/Sign-In/Login');
      await page.getByLabel('Username, email or phone').fill(identifier);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/user-dashboard');
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('asks for both fields and sends nothing', async ({ page }) => {
    await page.goto('/Sign-In/Login');
    let calls = 0;
    page.on('request', (r) => r.url().includes('/tor/login') && calls++);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Username, email or phone').fill('someone');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    expect(calls).toBe(0);
  });

  test("shows the server's message for wrong details", async ({ page, accounts }) => {
    const user = await accounts.user();
    await page.goto('/Sign-In/Login');
    await page.getByLabel('Username, email or phone').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login details. Check them and try again.');
    await expect(page).toHaveURL('/Sign-In/Login');
  });

  test('shows Signing In... while the request runs', async ({ page, accounts }) => {
    const user = await accounts.user();
    await page.goto('/Sign-In/Login');
    const signingIn = await holdRequests(page, '**/tor/login');
    await page.getByLabel('Username, email or phone').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    signingIn.release();
    await expect(page).toHaveURL('/user-dashboard');
  });

  test('a session that ends on a signed-in page lands here with its toast', async ({ page, accounts, signInAs }) => {
    // The server no longer knows the token (revoked elsewhere, say): every signed-in call answers 401.
    await page.route('**/tor/**', (route) =>
      route.request().headers()['authorization'] ? route.fulfill({ status: 401, json: { message: 'Unauthorized' } }) : route.continue(),
    );
    await signInAs(await accounts.user());
    await expect(page).toHaveURL('/Sign-In/Login');
    // The login page is outside the signed-in area's layout: it shows the toast itself.
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('toggles the password between hidden and shown', async ({ page }) => {
    await page.goto('/Sign-In/Login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  // The real server never sends these answers; the browser's handling of them is still specified (SPEC.md §8).
  const oddAnswers = [
    { name: 'a 200 without a token', status: 200, body: { typeOfUser: 'User' }, message: 'Invalid response from server.' },
    { name: 'another 2xx status', status: 202, body: { token: 't', typeOfUser: 'User' }, message: 'Unexpected response from server.' },
    {
      name: 'an unknown user type',
      status: 200,
      body: { token: 't', typeOfUser: 'Manager', username: 'x', email: 'x', employeeId: 'x' },
      message: 'Unknown user type.',
    },
    { name: 'an error without a message', status: 500, body: {}, message: 'An error occurred during login. Please try again.' },
  ];
  for (const answer of oddAnswers) {
    test(`shows the SPEC.md message for ${answer.name}`, async ({ page }) => {
      if (answer.status >= 500) test.info().annotations.push({ type: 'expect-server-error' });
      await page.route('**/tor/login', (route) => route.fulfill({ status: answer.status, json: answer.body }));
      await page.goto('/Sign-In/Login');
      await page.getByLabel('Username, email or phone').fill('someone');
      await page.getByLabel('Password', { exact: true }).fill('some-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText(answer.message);
      await expect(page).toHaveURL('/Sign-In/Login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }
});

test.describe('route guard', () => {
  test('signed out, a protected route goes to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/Sign-In/Login');
    await page.goto('/bookings/all');
    await expect(page).toHaveURL('/Sign-In/Login');
  });

  test('a User opening an Admin route is sent to /user-dashboard', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await page.goto('/all-services');
    await expect(page).toHaveURL('/user-dashboard');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/user-dashboard');
  });

  test('an Employee opening a User route is sent to /employee-dashboard, an Admin opening an Employee route to /dashboard', async ({
    page,
    accounts,
    signInAs,
  }) => {
    await signInAs(await accounts.employee());
    await page.goto('/create-booking');
    await expect(page).toHaveURL('/employee-dashboard');
    await page.evaluate(() => localStorage.clear());
    await signInAs(await accounts.admin());
    await page.goto('/employee-dashboard');
    await expect(page).toHaveURL('/dashboard');
  });

  test('deep links load on a fresh page', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.goto('/bookings/today');
    await expect(page).toHaveURL('/bookings/today');
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test.describe('logout', () => {
  test('revokes the token, clears storage and goes home', async ({ page, accounts, signInAs, request }) => {
    await signInAs(await accounts.admin());
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await request.get('/tor/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.evaluate(() => sessionStorage.setItem('cachedTasks', '[]'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect((await request.get('/tor/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/Sign-In/Login');
  });
});
