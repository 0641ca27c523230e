import { expect, test } from '../fixtures';

// Issue 18: business details are settings the Admin edits; the public pages state them from there.
test.beforeEach(() => test.slow());

test.describe('Business details (Admin)', () => {
  test('the Admin changes the main phone in Settings; the public footer shows the new number on the next page load', async ({
    page,
    accounts,
    signInAs,
  }) => {
    await signInAs(await accounts.admin());
    await page.goto('/settings');
    const phone = page.getByLabel('Main phone');
    const save = page.getByRole('button', { name: 'Save Business Details' });
    const before = await phone.inputValue();
    expect(before).toMatch(/^\+91 \d{5} \d{5}$/);

    await phone.fill('12345');
    await save.click();
    await expect(
      page.getByText('Each phone must be an Indian number: +91 and 10 digits starting with 6 to 9, e.g. +91 98100 12345.'),
    ).toBeVisible();

    // Other specs use this server too: the number goes back however this test ends.
    try {
      await phone.fill('98765 43210');
      await save.click();
      await expect(page.getByText('Settings updated successfully!')).toBeVisible();

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
      await expect(footer.getByRole('link', { name: before })).toHaveCount(0);
    } finally {
      await page.goto('/settings');
      await page.getByLabel('Main phone').fill(before);
      await page.getByRole('button', { name: 'Save Business Details' }).click();
      await expect(page.getByText('Settings updated successfully!')).toBeVisible();
    }
  });
});
