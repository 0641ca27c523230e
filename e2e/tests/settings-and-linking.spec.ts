import { buildBooking } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { findRow } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Issue 14: the Admin sets the per-customer booking limit, and links a guest's public request to a customer by hand.
test.beforeEach(() => test.slow());

test.describe('Settings (Admin)', () => {
  test('changes the upcoming bookings per customer, refusing a value outside 1 to 50', async ({ page, request, accounts, signInAs }) => {
    await signInAs(await accounts.admin());
    await page.goto('/settings');
    const field = page.getByLabel('Upcoming bookings per customer');
    await expect(field).toHaveValue('3');
    await field.fill('0');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Upcoming bookings per customer must be a whole number from 1 to 50.')).toBeVisible();
    // Other specs run meanwhile against this server: 4 keeps every booking they make within the limit.
    await field.fill('4');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    expect((await (await request.get('/tor/get-settings')).json()).bookingsPerCustomer).toBe(4);
    await field.fill('3');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  });
});

test.describe('All Bookings (Admin): a public request', () => {
  test("is a guest's until the Admin links it to the customer's account", async ({ page, db, accounts, signInAs }) => {
    const user = await accounts.user();
    const guest = `Guest ${uid()}`;
    await buildBooking(db, {
      guestName: guest,
      guestPhone: user.phone,
      source: 'public',
      scheduled: false,
      timeSlot: 'Morning (8 AM - 12 PM)',
    });
    await signInAs(await accounts.admin());
    const row = await findRow(page, '/bookings/all', 'Search bookings', guest);
    await row.getByRole('button', { name: /^Edit / }).click();
    const popup = page.getByRole('dialog', { name: 'Edit booking' });
    const customer = popup.getByLabel('Customer account');
    await expect(customer).toHaveValue('');
    await customer.selectOption({ label: `${user.username} (${user.phone})` });
    await popup.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Booking updated successfully!')).toBeVisible();
    await expect(await findRow(page, '/bookings/all', 'Search bookings', user.username)).toBeVisible();
  });
});
