import { buildEmployee, buildUser } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uid } from './signed-in-helpers';

const pad = (n: number) => String(n).padStart(2, '0');
const rows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');
const cell = (page: Page, name: string, row: number, column: number) => rows(page, name).nth(row).locator('td').nth(column);

test.describe('data table, server-side paging (User Management)', () => {
  test('pages with First/Prev/Next/Last, changes the page size and searches through the endpoint', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    test.slow(); // a long flow: generous on a busy machine
    const prefix = `tbl${uid()}`;
    // Created oldest first; the list shows the newest first.
    for (let i = 1; i <= 23; i++) await buildUser(db, { username: `${prefix}_${pad(i)}` });
    await signInAs(await accounts.admin());
    await page.goto('/users-management');
    const search = page.getByRole('searchbox', { name: 'Search users' });

    const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('q') === prefix);
    await search.fill(prefix);
    const params = new URL((await searched).url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ typeOfUser: 'User', page: '1', limit: '10', q: prefix });
    await expect(page.getByText('Showing 1–10 of 23')).toBeVisible();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(rows(page, 'Users')).toHaveCount(10);
    await expect(cell(page, 'Users', 0, 0)).toHaveText('1');
    await expect(cell(page, 'Users', 0, 1)).toHaveText(`${prefix}_23`);
    await expect(page.getByRole('button', { name: 'First' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();

    const second = page.waitForRequest((r) => new URL(r.url()).searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Next' }).click();
    await second;
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await expect(cell(page, 'Users', 0, 0)).toHaveText('11');
    await expect(cell(page, 'Users', 0, 1)).toHaveText(`${prefix}_13`);

    await page.getByRole('button', { name: 'Last' }).click();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(rows(page, 'Users')).toHaveCount(3);
    await expect(cell(page, 'Users', 2, 0)).toHaveText('23');
    await expect(cell(page, 'Users', 2, 1)).toHaveText(`${prefix}_01`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Last' })).toBeDisabled();

    await page.getByRole('button', { name: 'Prev' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'First' }).click();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();

    const size = page.getByLabel('Rows per page');
    await expect(size).toHaveValue('10');
    await expect(size.locator('option')).toHaveText(['10', '15', '25', '50']);
    const wider = page.waitForRequest((r) => new URL(r.url()).searchParams.get('limit') === '25');
    await size.selectOption('25');
    await wider;
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(rows(page, 'Users')).toHaveCount(23);
    await size.selectOption('15');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(rows(page, 'Users')).toHaveCount(15);

    await search.fill(`${prefix}_1`);
    await expect(page.getByText('Showing 1–10 of 10')).toBeVisible();
    await expect(rows(page, 'Users')).toHaveCount(10);
    await search.fill(`${prefix}_nobody`);
    await expect(page.getByRole('table', { name: 'Users' })).toContainText('No data found');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
  });

  test('cuts text over 80 characters with Show More / Show Less', async ({ page, db, accounts, signInAs }) => {
    const prefix = `long${uid()}`;
    const email = `${prefix}.${'fleet-department.'.repeat(5)}accounts@example-logistics.test`;
    expect(email.length).toBeGreaterThan(80);
    await buildUser(db, { username: prefix, email });
    await signInAs(await accounts.admin());
    await page.goto('/users-management');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(prefix);
    const emailCell = cell(page, 'Users', 0, 3);
    await expect(emailCell).toContainText(`${email.slice(0, 60)}`);
    await expect(emailCell).not.toContainText(email);
    await expect(emailCell).toContainText('…');
    await emailCell.getByRole('button', { name: 'Show More' }).click();
    await expect(emailCell).toContainText(email);
    await expect(emailCell.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await emailCell.getByRole('button', { name: 'Show Less' }).click();
    await expect(emailCell).not.toContainText(email);
    // Short text is never cut.
    await expect(cell(page, 'Users', 0, 1)).toHaveText(prefix);
  });

  test('has a row number column, an Action column with named edit and delete icons, and works from the keyboard', async ({
    page,
    db,
    accounts,
    signInAs,
  }) => {
    const user = await buildUser(db, { username: `keys${uid()}` });
    await signInAs(await accounts.admin());
    await page.goto('/users-management');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(user.username);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader').first()).toHaveText('#');
    await expect(table.getByRole('columnheader').last()).toHaveText('Action');
    await expect(table.getByRole('button', { name: `Deactivate ${user.username}` })).toBeVisible();
    const edit = table.getByRole('button', { name: `Edit ${user.username}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Edit ${user.username}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(edit).toBeFocused();
    // The body scrolls inside a 500 px box under a header that stays put.
    const region = page.getByRole('region', { name: 'Users' });
    await expect(region).toHaveCSS('max-height', '500px');
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(table.getByRole('columnheader').first()).toHaveCSS('position', 'sticky');
  });
});

test.describe('data table, client-side (Employee Management)', () => {
  test('sorts by a column (aria-sort), searches and pages in the browser', async ({ page, db, accounts, signInAs }) => {
    test.slow(); // a long flow: generous on a busy machine
    const prefix = `crew${uid()}`;
    for (const letter of ['d', 'k', 'a', 'h', 'b', 'l', 'c', 'j', 'e', 'i', 'g', 'f']) {
      await buildEmployee(db, { username: `${prefix}_${letter}`, state: letter === 'a' ? 'Kerala' : 'Haryana' });
    }
    await signInAs(await accounts.admin());
    await page.goto('/manage-employee');
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table).toBeVisible();
    let listCalls = 0;
    page.on('request', (r) => r.url().includes('/tor/allusersandemployee') && listCalls++);

    await page.getByRole('searchbox', { name: 'Search employees' }).fill(prefix);
    await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
    const username = table.getByRole('columnheader', { name: 'Username' });
    await expect(username).toHaveAttribute('aria-sort', 'none');
    await username.getByRole('button').click();
    await expect(username).toHaveAttribute('aria-sort', 'ascending');
    await expect(cell(page, 'Employees', 0, 1)).toHaveText(`${prefix}_a`);
    await expect(cell(page, 'Employees', 9, 1)).toHaveText(`${prefix}_j`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows(page, 'Employees')).toHaveCount(2);
    await expect(cell(page, 'Employees', 1, 0)).toHaveText('12');
    await expect(cell(page, 'Employees', 1, 1)).toHaveText(`${prefix}_l`);
    // Keyboard: Enter on the header button turns the order round.
    await username.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(username).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'First' }).click();
    await expect(cell(page, 'Employees', 0, 1)).toHaveText(`${prefix}_l`);

    // Search matches any column, e.g. the state.
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('kerala');
    await expect(table.getByRole('cell', { name: `${prefix}_a`, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search employees' }).fill(`${prefix}_zz`);
    await expect(table).toContainText('No data found');
    expect(listCalls).toBe(0);
  });
});
