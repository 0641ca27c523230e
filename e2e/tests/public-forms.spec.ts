import { CONTACT_SERVICE_TYPES, INDIAN_STATES } from '@autospa/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { open, scrollThrough } from './public-pages';

// What the browser checks and what it sends for the public forms. The submissions end to end through the real
// server (stored, mailed, refused, then seen by the Admin in the Inbox) are in public-forms-submit.spec.ts.

function countCalls(page: Page, path: string) {
  const calls = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.count++;
  });
  return calls;
}

test.describe('newsletter (footer)', () => {
  test('checks the address in the browser, then sends {email}', async ({ page }) => {
    await open(page, '/contact-us');
    await scrollThrough(page);
    const footer = page.getByRole('contentinfo');
    const calls = countCalls(page, '/tor/newsletter');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Email is required.');
    await footer.getByLabel('Your e-mail').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await footer.getByLabel('Your e-mail').fill(`${'a'.repeat(250)}@example.test`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Email must be at most 254 characters.');
    expect(calls.count).toBe(0);

    await footer.getByLabel('Your e-mail').fill('reader@example.test');
    const [request] = await Promise.all([
      page.waitForRequest('**/tor/newsletter'),
      footer.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ email: 'reader@example.test' });
  });
});

test.describe('contact form', () => {
  test('has the fields of SPEC.md with the four service types', async ({ page }) => {
    await open(page, '/contact-us');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Message')).toHaveAttribute('rows', '5');
    const options = await page
      .getByLabel('Service Type')
      .locator('option')
      .evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual([['', 'Select a service'], ...CONTACT_SERVICE_TYPES.map((s) => [s.value, s.label])]);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('requires every field, then sends the values and shows the answer, keeping them on error', async ({ page }) => {
    await open(page, '/contact-us');
    const calls = countCalls(page, '/tor/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      'Full Name is required.',
      'Email is required.',
      'Phone is required.',
      'Please select a service.',
      'Message is required.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.count).toBe(0);

    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email Address').fill('asha@example.test');
    await page.getByLabel('Phone Number').fill('9876543210');
    await page.getByLabel('Service Type').selectOption('detailing');
    await page.getByLabel('Message').fill('Can you remove pet hair from the back seat?');
    const [request] = await Promise.all([
      page.waitForRequest('**/tor/contact'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.test',
      phone: '9876543210',
      serviceType: 'detailing',
      message: 'Can you remove pet hair from the back seat?',
    });
    // Whatever the server answers is shown; on an error the typed values stay.
    const answer = page.getByRole('alert').or(page.getByRole('status').filter({ hasText: /\S/ }));
    await expect(answer).toBeVisible();
    if (await page.getByRole('alert').isVisible()) await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
  });
});

test.describe('job application', () => {
  // A 5 MB file goes through the browser in one of them.
  test.describe.configure({ timeout: 60_000 });

  test('Apply Now scrolls to the form and says which job it is for', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/careers/join-us');
    await page.getByRole('button', { name: 'Apply Now for Detailing Specialist' }).click();
    await expect(page.getByLabel('Full Name')).toBeInViewport();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByText('Applying for Detailing Specialist')).toBeVisible();
  });

  test('offers the 36 states and union territories, and a city entry picks its state', async ({ page }) => {
    await open(page, '/careers/join-us?city=chennai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers in Chennai');
    const states = await page.getByLabel('State').locator('option').allTextContents();
    expect(states.slice(1)).toEqual([...INDIAN_STATES]);
    expect(states).toHaveLength(37);
    await expect(page.getByLabel('State')).toHaveValue('Tamil Nadu');
    // Chennai has two of the three openings.
    await expect(page.getByRole('button', { name: /^Apply Now/ })).toHaveCount(2);
  });

  test('checks the résumé type and size in the browser, then sends multipart with the file', async ({ page }) => {
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData) {
          (window as unknown as { sentForm: unknown }).sentForm = [...(init.body as unknown as Iterable<[string, string | File]>)].map(
            ([key, value]) => (typeof value === 'string' ? [key, value] : [key, { name: value.name, type: value.type, size: value.size }]),
          );
        }
        return send(input, init);
      };
    });
    await open(page, '/careers/join-us');
    const calls = countCalls(page, '/tor/job-application');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const text of [
      'Name is required.',
      'Email is required.',
      'Phone is required.',
      'Please choose your state.',
      'Please attach your résumé.',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByLabel('Résumé')).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await page.getByLabel('Full Name').fill('Imran Khan');
    await page.getByLabel('Email Address').fill('imran@example.test');
    await page.getByLabel('Phone Number').fill('9812345678');
    await page.getByLabel('State').selectOption('Haryana');
    await page.getByLabel('Résumé').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('The résumé must be a PDF or Word file (.pdf, .doc or .docx).')).toBeVisible();
    await page
      .getByLabel('Résumé')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('The résumé must be 5 MB or smaller.')).toBeVisible();
    expect(calls.count).toBe(0);

    await page
      .getByLabel('Résumé')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const [request] = await Promise.all([
      page.waitForRequest('**/tor/job-application'),
      page.getByRole('button', { name: 'Submit Application' }).click(),
    ]);
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Chromium does not hand a file upload's body to the test, so the form data given to fetch is read instead.
    expect(await page.evaluate(() => (window as unknown as { sentForm: unknown }).sentForm)).toEqual([
      ['name', 'Imran Khan'],
      ['email', 'imran@example.test'],
      ['phone', '9812345678'],
      ['location', 'Haryana'],
      ['resume', { name: 'cv.pdf', type: 'application/pdf', size: 15 }],
    ]);
  });
});
