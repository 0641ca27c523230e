import { buildService } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { findRow } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Issue 21: a service's SAC code and deposit, and a business customer's GSTIN, on a phone.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(() => test.slow());

test.describe('Service SAC code and deposit (Admin, 390 px)', () => {
  test('creates a service with its SAC and deposit, refuses a bad SAC, edits the deposit, and lists both', async ({
    page,
    accounts,
    signInAs,
  }) => {
    const name = `SAC Wash ${uid()}`;
    await signInAs(await accounts.admin());
    await page.goto('/create-services');
    await expect(page.getByLabel('SAC code')).toHaveValue('998714');
    await expect(page.getByLabel('Deposit %')).toHaveValue('0');
    await page.getByLabel('Service Name').fill(name);
    await page.getByLabel('Description').fill('Foam and rinse.');
    await page.getByLabel('Price').fill('999 rs');
    await page.getByLabel('Time', { exact: true }).fill('30 min');
    await page.getByLabel('SAC code').fill('99A');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect(page.getByText('SAC code must be 4 to 8 digits, like 998714.')).toBeVisible();
    await page.getByLabel('SAC code').fill('998729');
    await page.getByLabel('Deposit %').fill('20');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect(page.getByText('Service created successfully!')).toBeVisible();

    const row = await findRow(page, '/all-services', 'Search services', name);
    await expect(row).toContainText('998729');
    await expect(row).toContainText('20 %');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const popup = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(popup.getByLabel('SAC code')).toHaveValue('998729');
    await popup.getByLabel('Deposit %').fill('101');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup.getByText('Deposit must be a whole percent from 0 to 100.')).toBeVisible();
    await popup.getByLabel('Deposit %').fill('50');
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(popup).toBeHidden();
    await expect(row).toContainText('50 %');
  });

  test('shows no deposit as None', async ({ page, db, accounts, signInAs }) => {
    const service = await buildService(db, { serviceName: `No Deposit ${uid()}` });
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/all-services', 'Search services', service.serviceName);
    await expect(row).toContainText('998714');
    await expect(row).toContainText('None');
  });
});

test.describe('My Profile: Business invoice (GST), 390 px', () => {
  test('refuses a GSTIN with a wrong check digit, saves one, keeps it after a reload, and removes it after asking', async ({
    page,
    accounts,
    signInAs,
    axe,
  }) => {
    await signInAs(await accounts.user());
    await page.goto('/users/management');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Business invoice (GST)' }) });
    const gstin = card.getByLabel('GSTIN');
    await gstin.fill('29aabct1332l1zb');
    await expect(gstin).toHaveValue('29AABCT1332L1ZB');
    await card.getByLabel('Registered name').fill('Tata Fleet Pvt Ltd');
    await card.getByRole('button', { name: 'Save GSTIN' }).click();
    await expect(card.getByText('GSTIN check digit does not match. Check the number for typing errors.')).toBeVisible();
    await gstin.fill('29AABCT1332L1ZA');
    await card.getByRole('button', { name: 'Save GSTIN' }).click();
    await expect(card.getByText('Profile updated successfully!')).toBeVisible();
    await axe(page);

    await page.reload();
    await expect(gstin).toHaveValue('29AABCT1332L1ZA');
    await expect(card.getByLabel('Registered name')).toHaveValue('Tata Fleet Pvt Ltd');
    await card.getByRole('button', { name: 'Remove GSTIN' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove your GSTIN?' });
    await confirm.getByRole('button', { name: 'Remove GSTIN' }).click();
    await expect(confirm).toBeHidden();
    await expect(gstin).toHaveValue('');
    await expect(card.getByRole('button', { name: 'Remove GSTIN' })).toHaveCount(0);
    await page.reload();
    await expect(gstin).toHaveValue('');
  });
});
