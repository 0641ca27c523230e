import { readFile } from 'node:fs/promises';
import { marketingApi } from '@autospa/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { sideMenu, uid, uniquePhone } from './signed-in-helpers';

// The Admin's Inbox (issue 5): what visitors sent through the public forms, read and tidied in the signed-in
// area. Items are sent through the real public endpoints; each test uses names of its own (the database is
// shared with the other specs, so no test counts on an empty inbox).

const tabs = { messages: /^Messages/, subscribers: /^Subscribers/, applications: /^Job applications/ } as const;
type Tab = keyof typeof tabs;
const searchLabels: Record<Tab, string> = {
  messages: 'Search messages',
  subscribers: 'Search subscribers',
  applications: 'Search job applications',
};

/** A minimal but real PDF: the server checks the %PDF- magic bytes. */
const tinyPdf = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`, 'latin1');

async function sendContact(request: APIRequestContext, fullName: string, message = 'Do you wash motorbikes too?') {
  const res = await request.post(marketingApi.contact, {
    data: {
      fullName,
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.test`,
      phone: uniquePhone(),
      serviceType: 'wax',
      message,
    },
  });
  expect(res.status()).toBe(201);
}

async function sendApplication(request: APIRequestContext, name: string, resume: { name: string; buffer: Buffer }) {
  const res = await request.post(marketingApi.jobApplication, {
    multipart: {
      name,
      email: `apply.${uid()}@example.test`,
      phone: '9812345678',
      location: 'Kerala',
      message: 'Three years at a detailing studio in Kochi.',
      resume: { name: resume.name, mimeType: 'application/pdf', buffer: resume.buffer },
    },
  });
  expect(res.status()).toBe(201);
}

/** Opens a tab of the Inbox, searches for `text` and returns its one row. */
async function findRow(page: Page, tab: Tab, text: string) {
  const tabButton = page.getByRole('tab', { name: tabs[tab] });
  await tabButton.click();
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: searchLabels[tab] }).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('Inbox (Admin)', () => {
  test('opens from the side menu: three tabs with counts, moved through by keyboard', async ({
    page,
    request,
    accounts,
    signInAs,
    axe,
  }) => {
    const name = `Menu Visitor ${uid()}`;
    await sendContact(request, name);
    await signInAs(await accounts.admin());
    await sideMenu(page).getByRole('link', { name: 'Inbox', exact: true }).click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');

    const tablist = page.getByRole('tablist', { name: 'Inbox' });
    await expect(tablist.getByRole('tab')).toHaveCount(3);
    // Each tab carries its total once the counts have loaded.
    for (const label of Object.values(tabs)) await expect(tablist.getByRole('tab', { name: label })).toHaveText(/\d+$/);
    const messagesTab = tablist.getByRole('tab', { name: tabs.messages });
    await expect(messagesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabs.messages);

    const row = page.getByRole('row').filter({ hasText: name });
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(name);
    await expect(row).toContainText('Unread');
    await expect(row.getByRole('link', { name: /@example\.test$/ })).toHaveAttribute('href', /^mailto:.+@example\.test$/);
    await expect(row.getByRole('link', { name: /^\d{10}$/ })).toHaveAttribute('href', /^tel:\d{10}$/);
    await expect(row).toContainText('Wax & Polish');
    await axe(page);

    // One tab stop; arrows, Home and End move and select (APG tabs), and the address remembers the tab.
    await messagesTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: tabs.subscribers })).toBeFocused();
    await expect(tablist.getByRole('tab', { name: tabs.subscribers })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=subscribers$/);
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabs.subscribers);
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: tabs.applications })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabs.applications);
    await page.keyboard.press('ArrowRight');
    await expect(messagesTab).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: tabs.applications })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(tablist.getByRole('tab', { name: tabs.applications })).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', { name: tabs.applications })).toHaveAttribute('tabindex', '0');
    await expect(messagesTab).toHaveAttribute('tabindex', '-1');

    // A phone: the three tabs share the width and the page stays accessible.
    await page.setViewportSize({ width: 390, height: 844 });
    await messagesTab.click();
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(tabs.messages);
    for (const label of Object.values(tabs)) await expect(tablist.getByRole('tab', { name: label })).toBeInViewport();
    await axe(page);
  });

  // Issue 14, item 7: a stored address cannot add cc=, bcc=, body= or a header line to the Admin's reply.
  test('mailto links carry the address only: the server refuses a header trick, the link is exactly mailto:<address>', async ({
    page,
    request,
    accounts,
    signInAs,
  }) => {
    const name = `Mailto Visitor ${uid()}`;
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`;
    const trick = await request.post(marketingApi.contact, {
      data: { fullName: name, email: `${email}?cc=all@evil.test&body=pay`, phone: uniquePhone(), serviceType: 'wax', message: 'Hi' },
    });
    expect(trick.status()).toBe(400);
    await sendContact(request, name);
    await signInAs(await accounts.admin());
    await page.goto('/inbox');
    const row = await findRow(page, 'messages', name);
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await row.getByRole('button', { name: `Read message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=Re%3A%20your%20message%20to%20Auto%20Spa`,
    );
  });

  test('reads a message in full (which marks it read), marks it unread, deletes it after confirmation', async ({
    page,
    request,
    accounts,
    signInAs,
    axe,
  }) => {
    const name = `Reader ${uid()}`;
    const text = `My hatchback has tar spots on both doors and the bonnet. ${'Can you take them off without harming the paint? '.repeat(3)}`;
    await sendContact(request, name, text);
    await signInAs(await accounts.admin());
    await page.goto('/inbox');
    const row = await findRow(page, 'messages', name);
    await expect(row).toContainText('Unread');
    await expect(row).toContainText('Show More'); // the list cuts long texts at 80 characters

    await row.getByRole('button', { name: `Read message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(dialog).toContainText(text.trim());
    await expect(dialog).toContainText('Wax & Polish');
    await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', /^mailto:/);
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('Unread');
    await expect(row.getByRole('button', { name: `Read message from ${name}` })).toBeFocused();

    // Mark unread from the row, read again from the row, unread from the dialog.
    await row.getByRole('button', { name: `Mark message from ${name} unread` }).click();
    await expect(page.getByText('Message updated.').first()).toBeVisible();
    await expect(row).toContainText('Unread');
    await row.getByRole('button', { name: `Mark message from ${name} read` }).click();
    await expect(row).not.toContainText('Unread');
    await row.getByRole('button', { name: `Read message from ${name}` }).click();
    await dialog.getByRole('button', { name: 'Mark unread' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Unread');

    // Delete asks first; Cancel keeps the message.
    await row.getByRole('button', { name: `Delete message from ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the message from ${name}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    // From the reading dialog this time.
    await row.getByRole('button', { name: `Read message from ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Message deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No data found')).toBeVisible();
  });

  test('removes a newsletter subscriber after confirmation; the address may subscribe again', async ({
    page,
    request,
    accounts,
    signInAs,
  }) => {
    const email = `news.${uid()}@example.test`;
    expect((await request.post(marketingApi.newsletter, { data: { email } })).status()).toBe(201);
    await signInAs(await accounts.admin());
    await page.goto('/inbox');
    const row = await findRow(page, 'subscribers', email);
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remove ${email}?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Subscriber removed.')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.post(marketingApi.newsletter, { data: { email } })).status()).toBe(201);
  });

  test('lists a job application, downloads its résumé byte for byte, deletes it after confirmation', async ({
    page,
    request,
    accounts,
    signInAs,
    axe,
  }) => {
    const name = `Applicant ${uid()}`;
    // A non-ASCII name travels in the header's filename* and must come back as it was.
    const resume = { name: `Résumé ${name}.pdf`, buffer: tinyPdf(name) };
    await sendApplication(request, name, resume);
    await signInAs(await accounts.admin());
    await page.goto('/inbox?tab=applications');
    const row = await findRow(page, 'applications', name);
    await expect(row).toContainText('Kerala');
    await expect(row).toContainText('Three years at a detailing studio in Kochi.');
    await expect(row).toContainText(`${resume.name} (${resume.buffer.length} B)`);
    await expect(row.getByRole('link', { name: '9812345678' })).toHaveAttribute('href', 'tel:9812345678');
    await axe(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download résumé of ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resume.name);
    expect((await readFile(await download.path())).equals(resume.buffer)).toBe(true);

    await row.getByRole('button', { name: `Delete application from ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the application from ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Application deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('says when a list is empty or could not be loaded', async ({ page, accounts, signInAs }) => {
    test.info().annotations.push({ type: 'expect-server-error', description: 'the applications list answers 500 on purpose' });
    // Only these answers are made up: the shared database is never empty while other specs run.
    await page.route('**/tor/get-newsletter-subscribers?*', (route) => route.fulfill({ json: { data: [], total: 0 } }));
    await page.route('**/tor/get-job-applications?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await signInAs(await accounts.admin());
    await page.goto('/inbox?tab=subscribers');
    await expect(page.getByText('No subscribers yet.')).toBeVisible();
    await expect(page.getByRole('tab', { name: tabs.subscribers })).toHaveText(/0$/);
    await page.getByRole('tab', { name: tabs.applications }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Failed to fetch job applications.', {
      timeout: 15_000, // after the two retries a server failure gets
    });
  });

  test('a User who goes to /inbox is sent to its own dashboard', async ({ page, accounts, signInAs }) => {
    await signInAs(await accounts.user());
    await page.goto('/inbox');
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(sideMenu(page).getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  });
});
