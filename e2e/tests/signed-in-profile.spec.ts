import { expect, test } from '../fixtures';
import { openGroup, sideMenu, uid, uniquePhone } from './signed-in-helpers';

test.describe("a customer's own profile (/users/management, /users/add)", () => {
  test('edits its contact details with the current password; the menu shows the new name; a clash shows one neutral message', async ({
    page,
    accounts,
    signInAs,
  }) => {
    const [user, other] = [await accounts.user(), await accounts.user()];
    await signInAs(user);
    await openGroup(page, 'My Account');
    await sideMenu(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL('/users/management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
    // The Contact details card (the Messages card below has its own save line, issue 19).
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Contact details' }) });
    await expect(form.getByLabel('Email')).toHaveValue(user.email);
    await expect(form.getByLabel('Current Password')).toHaveCount(0); // asked only when a sign-in detail changes

    const name = `renamed_${uid()}`;
    await form.getByLabel('Username').fill(name);
    await form.getByLabel('Phone').fill(uniquePhone());
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Enter your current password to change your email, phone or username.')).toBeVisible();
    await form.getByLabel('Current Password').fill('not-my-password-1');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();
    await form.getByLabel('Current Password').fill(user.password);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(page.locator('aside')).toContainText(name);
    await expect(form.getByLabel('Current Password')).toHaveCount(0);

    await form.getByLabel('Email').fill(other.email);
    await form.getByLabel('Current Password').fill(user.password);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('status')).toHaveText('These details cannot be used for your account. Check them or try others.');
    await form.getByLabel('Phone').fill('12');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Phone must be exactly 10 digits.')).toBeVisible();
  });

  test('the old address gets a "This wasn\'t me" link that puts the old email back and signs everyone out', async ({
    page,
    accounts,
    signInAs,
    outbox,
  }) => {
    const user = await accounts.user();
    await signInAs(user);
    await page.goto('/users/management');
    // The Contact details card (the Messages card below has its own save line, issue 19).
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Contact details' }) });
    await form.getByLabel('Email').fill(`taken.${uid()}@example.test`);
    await form.getByLabel('Current Password').fill(user.password);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');

    let link = '';
    await expect
      .poll(() => {
        const notice = outbox
          .read(outbox.dir)
          .find((m) => m.to.includes(user.email) && m.subject === 'Your Auto Spa sign-in details were changed');
        link = /\/report-profile-change\?token=[\w-]+/.exec(notice?.body ?? '')?.[0] ?? '';
        return link;
      })
      .toBeTruthy();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This wasn't me");
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your old email, phone and username are back and every device is signed out. Now set a new password with Forgot Password.',
    );
    await page.goto('/users/management');
    await expect(page).toHaveURL(/\/Sign-In\/Login/);
  });

  test('adds cars on "Add a Car" and removes one after confirmation, never the last', async ({ page, accounts, signInAs }) => {
    const user = await accounts.user();
    await signInAs(user);
    await openGroup(page, 'My Account');
    await sideMenu(page).getByRole('link', { name: 'Add a Car' }).click();
    await expect(page).toHaveURL('/users/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a Car');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Remove DL01AB1234' })).toHaveCount(0); // the only car

    await main.getByLabel('Car Number').fill('X1');
    await main.getByRole('button', { name: 'Add Car' }).click();
    await expect(main.getByText('Car number must be 4 to 12 letters and digits, like DL01AB1234.')).toBeVisible();
    await main.getByLabel('Car Number').fill('dl 01 ab 1234');
    await main.getByRole('button', { name: 'Add Car' }).click();
    await expect(main.getByText('This car is already on your profile.')).toBeVisible();
    await main.getByLabel('Car Number').fill('mh 12 ab 9999');
    await main.getByRole('button', { name: 'Add Car' }).click();
    await expect(main.getByRole('status')).toHaveText('MH12AB9999 added to your profile.');
    await expect(main.getByLabel('Car Number')).toHaveValue('');
    await expect(main.getByRole('listitem').filter({ hasText: 'MH12AB9999' })).toBeVisible();

    await main.getByRole('button', { name: 'Remove DL01AB1234' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove DL01AB1234?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(main.getByRole('listitem').filter({ hasText: 'DL01AB1234' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Remove MH12AB9999' })).toHaveCount(0);
    await page.goto('/users/management');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'MH12AB9999' })).toBeVisible();
  });
});

test.describe('staff on the shared /users/* routes', () => {
  test('an employee sees its own details read-only on both entries', async ({ page, accounts, signInAs }) => {
    const employee = await accounts.employee();
    await signInAs(employee);
    for (const path of ['/users/management', '/users/add']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
      const main = page.getByRole('main');
      await expect(main).toContainText(employee.email);
      await expect(main).toContainText('Haryana');
      await expect(main).toContainText('ask an Admin');
      await expect(main.getByRole('textbox')).toHaveCount(0);
    }
  });

  test('an Admin is sent to its own management screens', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.goto('/users/management');
    await expect(page).toHaveURL('/users-management');
    await page.goto('/users/add');
    await expect(page).toHaveURL('/add-user');
  });
});
