import { readFile } from 'node:fs/promises';
import { marketingApi } from '@autospa/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { open, scrollThrough } from './public-pages';
import { countRequests, uid } from './signed-in-helpers';

// The public forms end to end (issue 5): newsletter, contact and job application sent from the pages to the
// real server, with their bad-input cases; what was stored is then found by the Admin in the Inbox.
// (public-forms.spec.ts checks what the browser checks and sends.)

const BUSINESS_EMAIL = 'hello@autospa.example'; // the server's default BUSINESS_EMAIL, which global-setup keeps

/** A minimal but real PDF: the server checks the %PDF- magic bytes, not the name. */
const tinyPdf = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'latin1');

/** Signs the Admin in and returns the one row of `tab` that matches `text`. */
async function adminFinds(page: Page, signIn: () => Promise<void>, tab: 'messages' | 'subscribers' | 'applications', text: string) {
  await signIn();
  await page.goto(tab === 'messages' ? '/inbox' : `/inbox?tab=${tab}`);
  const label = { messages: 'Search messages', subscribers: 'Search subscribers', applications: 'Search job applications' }[tab];
  await page.getByRole('searchbox', { name: label }).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

async function fillApplication(page: Page, name: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.test`);
  await page.getByLabel('Phone Number').fill('9812345678');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Message (optional)').fill('I can start next month.');
}

test.describe('newsletter (footer) through the server', () => {
  test('subscribes once, refuses the same address again and a bad one; the Admin sees the address', async ({
    page,
    request,
    accounts,
    signInAs,
  }) => {
    const email = `reader.${uid()}@example.test`;
    await open(page, '/contact-us');
    await scrollThrough(page);
    const footer = page.getByRole('contentinfo');
    const box = footer.getByLabel('Your e-mail');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });

    await box.fill(email);
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing!');
    await expect(box).toHaveValue('');

    // Addresses are kept in lower case, so this is the same one.
    await box.fill(email.toUpperCase());
    await subscribe.click();
    await expect(footer.getByRole('alert')).toHaveText('This email is already subscribed.');
    await expect(footer.getByRole('status')).toHaveCount(0);

    const calls = countRequests(page, marketingApi.newsletter);
    await box.fill('reader@example');
    await subscribe.click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
    expect(calls.count).toBe(0);
    // A caller that skips the browser's check gets the same answer from the server.
    const res = await request.post(marketingApi.newsletter, { data: { email: 'reader@example' } });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please enter a valid email address.' });

    await adminFinds(page, async () => signInAs(await accounts.admin()), 'subscribers', email);
  });
});

test.describe('contact form through the server', () => {
  test('confirms, mails the business and stores the message for the Admin', async ({ page, request, outbox, accounts, signInAs }) => {
    const name = `Asha ${uid()}`;
    const text = 'Can you remove pet hair from the back seat? We are in Sector 18.';
    await open(page, '/contact-us');
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Address').fill('asha.rao@example.test');
    await page.getByLabel('Phone Number').fill('9876543210');
    await page.getByLabel('Service Type').selectOption('detailing');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Thanks! We'll get back to you shortly." })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');

    let mail: ReturnType<typeof outbox.read>[number] | undefined;
    await expect
      .poll(() => (mail = outbox.read(outbox.dir).find((m) => m.subject === `New message from ${name} (detailing)`)), {
        message: 'the business is told of the message',
      })
      .toBeTruthy();
    expect(mail!.to).toContain(BUSINESS_EMAIL);
    expect(mail!.body).toContain(text);
    expect(mail!.body).toContain('asha.rao@example.test');

    // Bad input never reaches the table: the server refuses an unknown service type.
    const refused = await request.post(marketingApi.contact, {
      data: { fullName: name, email: 'asha.rao@example.test', phone: '9876543210', serviceType: 'polish', message: 'x' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Please select a service.' });

    const row = await adminFinds(page, async () => signInAs(await accounts.admin()), 'messages', name);
    await expect(row).toContainText('Unread');
    await expect(row).toContainText('Car Detailing');
    await row.getByRole('button', { name: `Read message from ${name}` }).click();
    await expect(page.getByRole('dialog', { name: `Message from ${name}` })).toContainText(text);
  });
});

test.describe('job application through the server', () => {
  test('a PDF résumé is accepted and mailed; the Admin lists it and downloads the same bytes', async ({
    page,
    outbox,
    accounts,
    signInAs,
  }) => {
    const name = `Kavya ${uid()}`;
    const resume = { name: `${name} CV.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(name) };
    await open(page, '/careers/join-us');
    await fillApplication(page, name);
    await page.getByLabel('Résumé').setInputFiles(resume);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect
      .poll(() => outbox.read(outbox.dir).find((m) => m.subject === `New job application from ${name} (Karnataka)`)?.to, {
        message: 'the business is told of the application',
      })
      .toContain(BUSINESS_EMAIL);

    const row = await adminFinds(page, async () => signInAs(await accounts.admin()), 'applications', name);
    await expect(row).toContainText('Karnataka');
    await expect(row).toContainText('I can start next month.');
    await expect(row).toContainText(`${resume.name} (${resume.buffer.length} B)`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download résumé of ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resume.name);
    expect((await readFile(await download.path())).equals(resume.buffer)).toBe(true);
  });

  test('refuses a text file named .pdf with the server message, and a résumé over 5 MB', async ({ page, request, outbox }) => {
    test.slow(); // 5 MB goes through the browser and to the server
    const name = `Faker ${uid()}`;
    await open(page, '/careers/join-us');
    await fillApplication(page, name);
    // The name passes the browser's check; the content is read by the server (415).
    await page
      .getByLabel('Résumé')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some notes.\n') });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The résumé must be a PDF or Word file (.pdf, .doc or .docx).' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(name); // what was typed stays

    const big = Buffer.concat([tinyPdf(name), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const calls = countRequests(page, marketingApi.jobApplication);
    await page.getByLabel('Résumé').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('The résumé must be 5 MB or smaller.')).toBeVisible();
    expect(calls.count).toBe(0);
    // The server refuses it too, in the same words, for a caller that skips the browser.
    const res = await request.post(marketingApi.jobApplication, {
      multipart: {
        name,
        email: 'faker@example.test',
        phone: '9812345678',
        location: 'Karnataka',
        resume: { name: 'big.pdf', mimeType: 'application/pdf', buffer: big },
      },
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ message: 'The résumé must be 5 MB or smaller.' });
    expect(outbox.read(outbox.dir).some((m) => m.subject.includes(name))).toBe(false);
  });
});
