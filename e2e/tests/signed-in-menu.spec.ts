import { expect, test } from '../fixtures';
import { dashboards, isGroup, leavesOf, menus, openGroup, sideMenu, type Role } from './signed-in-helpers';

const roles: Role[] = ['admin', 'user', 'employee'];

test.describe('side menu', () => {
  for (const role of roles) {
    test(`${role}: lists SPEC.md's entries, in order, with their routes`, async ({ page, accounts, signInAs }) => {
      test.slow(); // a long flow: generous on a busy machine
      await signInAs(await accounts[role]());
      const menu = sideMenu(page);
      const topLevel = menu.locator(':scope > ul > li > a, :scope > ul > li > button');
      await expect(topLevel).toHaveText(menus[role].map((entry) => entry[0]));
      for (const entry of menus[role]) {
        if (!isGroup(entry)) {
          await expect(menu.getByRole('link', { name: entry[0], exact: true }).first()).toHaveAttribute('href', entry[1]);
          continue;
        }
        await openGroup(page, entry[0]);
        const items = menu.getByRole('button', { name: entry[0], exact: true }).locator('xpath=following-sibling::ul[1]').getByRole('link');
        await expect(items).toHaveText(entry[1].map(([label]) => label));
        for (const [i, [, path]] of entry[1].entries()) await expect(items.nth(i)).toHaveAttribute('href', path);
      }
    });

    test(`${role}: every menu entry opens a page`, async ({ page, accounts, signInAs }) => {
      test.slow(); // a long flow: generous on a busy machine
      await signInAs(await accounts[role]());
      for (const { group, label, path } of leavesOf(menus[role])) {
        if (group) await openGroup(page, group);
        await sideMenu(page).getByRole('link', { name: label, exact: true }).first().click();
        // A route SPEC.md §6 keeps from this role sends it to its own dashboard.
        await expect(page).toHaveURL((url) => url.pathname === path || url.pathname === dashboards[role]);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('main')).not.toContainText('Page not found');
        // 'Book a wash' leads to the one booking page on the public site (issue 16): back to the signed-in area.
        if (path === '/book') await page.goBack();
      }
    });
  }

  test('the current page is marked, its group opens by itself, and one group is open at a time', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const group of ['Category', 'Service List', 'Bookings', 'Employee', 'Users']) {
      await expect(menu.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
    const category = menu.getByRole('button', { name: 'Category' });
    const bookings = menu.getByRole('button', { name: 'Bookings' });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Create SubCategory' })).toBeVisible();
    await bookings.click();
    await expect(bookings).toHaveAttribute('aria-expanded', 'true');
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Create SubCategory' })).toHaveCount(0);
    await bookings.click();
    await expect(bookings).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/manage-employee');
    await expect(menu.getByRole('button', { name: 'Employee', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Employee Management' })).toHaveAttribute('aria-current', 'page');
    await openGroup(page, 'Users');
    await menu.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL('/users-management');
    await expect(menu.getByRole('button', { name: 'Employee', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  });

  test("a customer's 'User Dashboard' entry is current on its own dashboard", async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await expect(page).toHaveURL('/user-dashboard');
    await expect(sideMenu(page).getByRole('link', { name: 'User Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('the panel collapses to an icon rail and back, and remembers it', async ({ page, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    await signInAs(await accounts.admin());
    const panel = page.locator('aside');
    expect((await panel.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(64);
    // Labels stay the accessible names; only the icons show.
    const link = sideMenu(page).getByRole('link', { name: 'Change Password' });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())?.width).toBeLessThanOrEqual(48);
    await page.reload();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(64);
    // Choosing a group on the rail opens the panel with that group open.
    await sideMenu(page).getByRole('button', { name: 'Users' }).click();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(256);
    await expect(sideMenu(page).getByRole('button', { name: 'Users' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(256);
  });

  test('on a phone the menu is a drawer opened from the top bar', async ({ page, accounts, signInAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(await accounts.employee());
    await expect(page.locator('aside')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Bookings' }).click();
    await drawer.getByRole('link', { name: 'Today Bookings' }).click();
    await expect(page).toHaveURL('/bookings/today');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Bookings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('shows who is signed in, and Logout at the foot clears storage and goes home', async ({ page, accounts, signInAs }) => {
    const user = await accounts.user();
    await signInAs(user);
    const panel = page.locator('aside');
    await expect(panel).toContainText(user.username);
    await expect(panel).toContainText('User');
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('an unknown role gets the Admin layout', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await page.evaluate(() => {
      localStorage.setItem('typeOfUser', 'Manager');
      const data = JSON.parse(localStorage.getItem('userData') ?? '{}') as Record<string, string>;
      localStorage.setItem('userData', JSON.stringify({ ...data, typeOfUser: 'Manager' }));
    });
    await page.goto('/bookings/all');
    await expect(sideMenu(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('route guard', () => {
  const disallowed: Record<Role, string[]> = {
    admin: ['/user-dashboard', '/create-booking', '/user-password-update', '/employee-dashboard', '/update-booking'],
    user: ['/dashboard', '/manage-employee', '/users-management', '/employee-password-update', '/update-booking'],
    employee: ['/dashboard', '/create-employee', '/add-user', '/user-dashboard', '/password-update'],
  };
  for (const role of roles) {
    test(`${role}: a route of another role redirects to its own dashboard`, async ({ page, accounts, signInAs }) => {
      test.slow(); // a long flow: generous on a busy machine
      await signInAs(await accounts[role]());
      for (const path of disallowed[role]) {
        await page.goto(path);
        await expect(page).toHaveURL(dashboards[role]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dashboard$/);
      }
    });
  }
});
