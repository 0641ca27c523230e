import { api } from '@autospa/contract';
import { buildBooking, buildService } from '@autospa/db/testing';
import { expect, test } from '../fixtures';
import { startsIn } from './bookings-helpers';

// Paying online (issue 21). The e2e server runs without Razorpay keys, as a fresh install does: every online
// choice is hidden and the booking works as before (Razorpay itself cannot be reached from here).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('Paying online without Razorpay keys', () => {
  test('offers no Pay now on the confirmation nor in My Bookings, and everything else works', async ({ page, db, accounts, signInAs }) => {
    const options = await page.request.get(api.getPaymentOptions);
    expect(await options.json()).toEqual({ online: false, keyId: null, holdMinutes: 10, checkoutUrl: null });

    const user = await accounts.user();
    const service = await buildService(db, { pricePaise: 99_900, depositPercent: 20 });
    const booking = await buildBooking(db, {
      userId: user.id,
      serviceId: service.id,
      status: 'Confirmed',
      startsAt: startsIn(72, 24 * 20),
    });
    await signInAs(user);

    await page.goto(`/booking-confirmed?id=${booking.id}`);
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
    await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /deposit to hold your slot/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pay online' })).toHaveCount(0);

    await page.goto('/my-booking');
    const card = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: service.serviceName });
    await expect(card).toContainText('Confirmed');
    await expect(card.getByRole('button', { name: /^Reschedule/ })).toBeEnabled();
    await expect(card.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    await expect(page.getByText('Pay by UPI, card or netbanking')).toHaveCount(0);
  });
});
