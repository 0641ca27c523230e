import type { InvoiceView } from '@autospa/contract';
import { buildBooking, buildService } from '@autospa/db/testing';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { businessDay, signOutLocally } from './bookings-helpers';
import { uid } from './signed-in-helpers';

// Issue 21: the Admin sets the GST registration, a booking is completed and paid, and its tax invoice is listed,
// opens, prints and downloads; its customer opens it from My Bookings. The registration is the one
// gst-settings.spec.ts saves, so the two never undo each other on the shared database.
const REGISTRATION = { legalName: 'Auto Spa Services LLP', gstin: '06AAPFU0939F1ZZ', state: 'Haryana' };

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(() => test.slow());

const auth = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

/** As the signed-in Admin: the registration, then a booking of the customer's completed and paid in cash. */
async function paidBooking(page: Page, db: Parameters<typeof buildService>[0], userId: string) {
  const headers = await auth(page);
  expect((await page.request.put('/tor/update-settings', { headers, data: { gst: REGISTRATION } })).status()).toBe(200);
  const service = await buildService(db, { serviceName: `Invoice Wash ${uid()}`, price: '1180 rs', pricePaise: 118_000 });
  const booking = await buildBooking(db, {
    userId,
    serviceId: service.id,
    status: 'In progress',
    // Nine days ago, at some quarter hour of a 12-hour span: its bay then is nobody's concern, while the jobs of
    // today's specs fill the bays around now.
    startsAt: new Date(Date.now() - 9 * 24 * 3600_000 - Math.floor(Math.random() * 48) * 15 * 60_000),
  });
  const done = await page.request.put(`/tor/update-booking-status?id=${booking.id}`, { headers, data: { status: 'Completed' } });
  expect(done.status()).toBe(200);
  const paid = await page.request.post('/tor/create-payment', { headers, data: { bookingId: booking.id, method: 'cash', amount: '1180' } });
  expect(paid.status()).toBe(201);
  // Issued with the payment, or by a job just after it.
  let invoice: InvoiceView | undefined;
  await expect
    .poll(
      async () => {
        const today = businessDay(0);
        const res = await page.request.get(`/tor/get-invoices?from=${today}&to=${today}&limit=100`, { headers });
        invoice = ((await res.json()) as { data?: InvoiceView[] }).data?.find((i) => i.bookingReference === booking.reference);
        return invoice?.number;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^AS\/\d{4}-\d{2}\/\d{6}$/);
  return { booking, invoice: invoice! };
}

test.describe('Tax invoices', () => {
  test('a completed and paid booking gets an invoice the Admin lists, opens, prints and downloads; its customer opens it too', async ({
    page,
    db,
    accounts,
    signInAs,
    axe,
  }) => {
    const customer = await accounts.user();
    await signInAs(await accounts.admin());
    const { booking, invoice } = await paidBooking(page, db, customer.id);

    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: invoice.number });
    await expect(card).toContainText(booking.reference);
    await expect(card).toContainText('₹1,180');
    await axe(page);
    await card.getByRole('link', { name: invoice.number }).click();

    await expect(page).toHaveURL(`/invoice?id=${invoice._id}`);
    const paper = page.getByRole('article', { name: 'Tax invoice' });
    await expect(paper).toContainText(invoice.number);
    await expect(paper).toContainText('GSTIN: 06AAPFU0939F1ZZ');
    await expect(paper).toContainText('Place of supply');
    await expect(paper).toContainText(invoice.supplyType === 'intra' ? 'CGST 9%' : 'IGST 18%');
    await expect(paper).toContainText(invoice.totalInWords);
    await expect(paper.getByRole('region', { name: 'Lines' })).toContainText('998714');
    await axe(page);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(paper).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download PDF/ }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    // On a desktop the seller and the buyer sit side by side, as on paper.
    await page.setViewportSize({ width: 1280, height: 900 });
    const seller = await paper.getByRole('heading', { name: 'Seller' }).boundingBox();
    const buyer = await paper.getByRole('heading', { name: 'Buyer' }).boundingBox();
    expect(Math.abs(seller!.y - buyer!.y)).toBeLessThan(2);
    expect(buyer!.x).toBeGreaterThan(seller!.x);
    await axe(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await signOutLocally(page);
    await signInAs(customer);
    await page.goto('/my-booking');
    await page.getByRole('link', { name: new RegExp(`Invoice ${invoice.number.replaceAll('/', '\\/')}`) }).click();
    await expect(page.getByRole('article', { name: 'Tax invoice' })).toContainText(invoice.number);
  });

  test('the GST month lists the invoice and downloads its four GSTR-1 CSVs', async ({ page, db, accounts, signInAs, axe }) => {
    const customer = await accounts.user();
    await signInAs(await accounts.admin());
    const { invoice } = await paidBooking(page, db, customer.id);
    await page.goto('/gst-summary');
    await expect(page.getByRole('heading', { name: 'GST summary', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Month')).toHaveValue(businessDay(0).slice(0, 7));
    await expect(page.getByRole('heading', { name: 'B2C by place of supply and rate' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'SAC summary', exact: true })).toContainText('998714');
    expect(invoice.buyer.gstin).toBeNull();
    for (const name of ['B2B CSV', 'B2CS CSV', 'CDNR CSV', 'HSN CSV']) {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
    }
    await axe(page);
  });

  test('the Admin sees an empty range, and another customer cannot open the invoice', async ({ page, db, accounts, signInAs, axe }) => {
    const customer = await accounts.user();
    await signInAs(await accounts.admin());
    const { invoice } = await paidBooking(page, db, customer.id);
    await page.goto('/invoices');
    await page.getByLabel('From').fill('2011-01-01');
    await page.getByLabel('To').fill('2011-01-31');
    await expect(page.getByText('No tax invoices in this range')).toBeVisible();
    await page.getByLabel('Show').selectOption('credit_note');
    await expect(page.getByText('No credit notes in this range')).toBeVisible();
    await axe(page);

    await signOutLocally(page);
    await signInAs(await accounts.user());
    await page.goto(`/invoice?id=${invoice._id}`);
    await expect(page.getByRole('alert')).toHaveText('You can only see your own invoices.');
  });
});
