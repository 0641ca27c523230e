import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Issue 16 item 6: registering signs the customer in and returns it to where it was going (?next=, same site
// only), on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const fillRegister = async (page: Page) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await page.getByLabel('Username').fill(`neha_${id}`);
  await page.getByLabel('Email').fill(`neha_${id}@example.test`);
  await page.getByLabel('Phone').fill(`6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
  await page.getByLabel('Car Number').fill('KA01 AB 1234');
  await page.getByLabel('Password', { exact: true }).fill('neha-password-1');
  await page.getByLabel('Confirm Password').fill('neha-password-1');
  await page.getByRole('button', { name: 'Register' }).click();
};

test('register signs the customer in and goes back to ?next=', async ({ page }) => {
  await page.goto('/Sign-In/Register?next=%2Fmy-booking');
  await fillRegister(page);
  await expect(page).toHaveURL('/my-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
});

test('a ?next= that leaves the site is ignored: the new customer lands on its dashboard', async ({ page }) => {
  await page.goto('/Sign-In/Register?next=%2F%2Fevil.example%2Fphish');
  await fillRegister(page);
  await expect(page).toHaveURL('/user-dashboard');
});

test('the sign-in link of the register page keeps ?next=', async ({ page }) => {
  await page.goto('/Sign-In/Register?next=%2Fmy-booking');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/Sign-In/Login?next=%2Fmy-booking');
});
