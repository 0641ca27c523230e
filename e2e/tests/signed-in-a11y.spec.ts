import { expect, test } from '../fixtures';
import { dashboards, leavesOf, menus, type Role } from './signed-in-helpers';

// Every screen a role can reach from its menu (plus its dashboard), and the dialogs and drawer.
const screensOf = (role: Role) => [...new Set([dashboards[role], ...leavesOf(menus[role]).map((l) => l.path)])];

test.describe('accessibility of the signed-in area', () => {
  for (const role of ['admin', 'user', 'employee'] as const) {
    for (const path of screensOf(role)) {
      test(`${role}: no serious or critical axe violations on ${path}`, async ({ page, accounts, signInAs, axe }) => {
        await signInAs(await accounts[role]());
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        // Let lists and figures arrive before judging the page.
        await expect(
          page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: /^Loading/ }),
        ).toHaveCount(0);
        await axe(page);
      });
    }
  }

  test('dialogs, popups and the collapsed menu have no serious or critical violations', async ({ page, accounts, signInAs, axe }) => {
    test.slow();
    const customer = await accounts.user();
    await signInAs(await accounts.admin());
    for (const [button, title] of [
      ['Create Employee by Admin', 'Add New Employee'],
      ['Create User by Admin', 'Add New User'],
    ]) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: /^Add / }).click(); // with its error messages showing
      await axe(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.goto('/users-management');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.username);
    await page.getByRole('button', { name: `Edit ${customer.username}` }).click();
    await axe(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Deactivate ${customer.username}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await axe(page);
  });

  test('the phone layout and its menu drawer have no serious or critical violations', async ({ page, accounts, signInAs, axe }) => {
    test.slow(); // three full-page scans
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(await accounts.employee());
    await axe(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await axe(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Create User by Self' }).click();
    await axe(page);
  });
});
