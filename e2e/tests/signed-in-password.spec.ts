import { expect, test } from '../fixtures';
import { holdRequests, loginElsewhere, sideMenu } from './signed-in-helpers';

const screens = { admin: '/password-update', user: '/user-password-update', employee: '/employee-password-update' } as const;

test.describe('Update Password screens', () => {
  for (const role of ['admin', 'user', 'employee'] as const) {
    test(`${role}: changes the password with the code from the outbox and returns to step 1`, async ({
      page,
      browser,
      accounts,
      outbox,
      signInAs,
    }) => {
      test.slow(); // a long flow: generous on a busy machine
      const account = await accounts[role]();
      await signInAs(account);
      await sideMenu(page).getByRole('link', { name: 'Change Password' }).click();
      await expect(page).toHaveURL(screens[role]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Password');
      const status = page.getByRole('main').getByRole('status');
      const email = page.getByLabel('Email Address');
      await expect(email).toHaveValue(account.email);

      await email.fill('');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(status).toHaveText('Please enter your email');
      await email.fill(account.email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(status).toHaveText('OTP sent to your email');
      const otp = await outbox.otpFor(account.email);

      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(status).toHaveText('Please fill all fields');
      await page.getByLabel('OTP').fill(otp);
      await page.getByLabel('New Password').fill('brand-new-pass-1');
      await page.getByLabel('Confirm Password').fill('brand-new-pass-2');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(status).toHaveText('Passwords do not match');
      await page.getByLabel('Confirm Password').fill('brand-new-pass-1');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(status).toHaveText('Password updated successfully');
      // Back to step 1, every field cleared.
      await expect(page.getByLabel('Email Address')).toHaveValue('');
      await expect(page.getByLabel('OTP')).toHaveCount(0);

      // This session stays; the new password works and the old one does not.
      await page.reload();
      await expect(page).toHaveURL(screens[role]);
      expect((await loginElsewhere(browser, account.username, 'brand-new-pass-1')).error).toBeNull();
      expect((await loginElsewhere(browser, account.username, account.password)).error).toBe(
        'Invalid login details. Check them and try again.',
      );
    });
  }

  test("shows 'Sending...' and 'Updating...' while the calls run, with the buttons disabled", async ({
    page,
    accounts,
    outbox,
    signInAs,
  }) => {
    const user = await accounts.user();
    await signInAs(user);
    await sideMenu(page).getByRole('link', { name: 'Change Password' }).click();
    const sending = await holdRequests(page, '**/tor/send-otp');
    const updating = await holdRequests(page, '**/tor/update-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    sending.release();
    const otp = await outbox.otpFor(user.email);
    await page.getByLabel('OTP').fill(otp);
    await page.getByLabel('New Password').fill('slow-but-sure-1');
    await page.getByLabel('Confirm Password').fill('slow-but-sure-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    updating.release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Password updated successfully');
  });

  test('a wrong code shows the SPEC.md error', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.employee());
    await page.goto('/employee-password-update');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('OTP sent to your email');
    await page.getByLabel('OTP').fill('000000');
    await page.getByLabel('New Password').fill('whatever-pass-1');
    await page.getByLabel('Confirm Password').fill('whatever-pass-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Error updating password. Try again.');
  });
});
