import { expect, test } from '../fixtures';

// Issue 19: the Admin's Reminders settings. The database is shared with the other specs, so the values saved
// are the defaults (24 h and 2 h, quiet 21:00 to 08:00) written another way: the test changes nothing for them.
test.describe('Settings: Reminders (Admin)', () => {
  test('refuses bad offsets and equal quiet hours with the rule, saves offsets in any order, largest first', async ({
    page,
    accounts,
    signInAs,
    axe,
  }) => {
    await signInAs(await accounts.admin());
    await page.goto('/settings');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Reminders', level: 2 }) });
    const offsets = section.getByLabel('Reminders (hours before the booking)');
    const save = section.getByRole('button', { name: 'Save Reminders' });

    await offsets.fill('0, 24');
    await save.click();
    await expect(section.getByText('Reminder offsets must be up to 4 different whole hours from 1 to 168.')).toBeVisible();
    await offsets.fill('2, 24');
    await section.getByLabel('From').fill('08:00');
    await section.getByLabel('To').fill('08:00');
    await save.click();
    await expect(section.getByText('Quiet hours need a from and a to time as HH:MM (24-hour), and they must differ.')).toBeVisible();

    await section.getByLabel('From').fill('21:00');
    await save.click();
    await expect(section.getByText('Settings updated successfully!')).toBeVisible();
    await axe(page);
    await page.reload();
    await expect(offsets).toHaveValue('24, 2');
    await expect(section.getByLabel('From')).toHaveValue('21:00');
    await expect(section.getByLabel('To')).toHaveValue('08:00');
  });
});
