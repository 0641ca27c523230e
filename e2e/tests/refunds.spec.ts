import { buildBooking, buildPayment, buildService } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { uid } from './signed-in-helpers';

// Refunds (issue 21): the Admin gives back part of a cash payment from the payments dialog, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('Refunds', () => {
  test('the Admin refunds part of a cash payment, and it is listed under the payments', async ({ page, db, accounts, signInAs, axe }) => {
    const customer = await accounts.user();
    const service = await buildService(db, { serviceName: `Refund Wash ${uid()}`, price: '1299 rs', pricePaise: 129_900 });
    const date = '2012-03-14';
    const booking = await buildBooking(db, {
      userId: customer.id,
      serviceId: service.id,
      status: 'Completed',
      bookingDate: date,
      startsAt: new Date(`${date}T10:00:00+05:30`),
      createdAt: new Date(`${date}T08:00:00+05:30`),
    });
    await buildPayment(db, { bookingId: booking.id, method: 'cash', amountPaise: 129_900, paidAt: new Date(`${date}T11:00:00+05:30`) });
    await signInAs(await accounts.admin());

    await page.goto('/income-expenses');
    await page.getByLabel('Period', { exact: true }).selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill(date);
    await page.getByLabel('To', { exact: true }).fill(date);
    await page.getByRole('button', { name: 'Apply dates' }).click();
    // Paid in full: the row offers its receipt and its payments.
    await page
      .getByRole('button', { name: new RegExp(`^Payments of .*${service.serviceName}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Payments' });
    const payments = dialog.getByRole('region', { name: 'Payments so far' });
    await expect(payments).toContainText('₹1,299');

    await payments.getByRole('button', { name: /^Refund ₹1,299 Cash/ }).click();
    const form = dialog.getByRole('form', { name: 'Refund payment' });
    await expect(form.getByLabel('Refund amount (₹)')).toHaveValue('1299');
    await axe(page);
    // Too much is refused by the server with the limit.
    await form.getByLabel('Refund amount (₹)').fill('1500');
    await form.getByLabel('Reason').fill('Interior not cleaned');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('A refund can be at most ₹1,299, what is left of this payment.');

    await form.getByLabel('Refund amount (₹)').fill('300');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText('Refund recorded.')).toBeVisible();
    await expect(form).toBeHidden();
    const refunds = dialog.getByRole('list', { name: 'Refunds' });
    await expect(refunds).toContainText('Interior not cleaned · refunded');
    await expect(refunds).toContainText('−₹300');
    // What is left can still be refunded; the button stays.
    await expect(payments.getByRole('button', { name: /^Refund ₹1,299 Cash/ })).toBeVisible();
  });
});
