import { expect, test } from '../fixtures';

// A form in the server's HTML (the sign-in page) would be sent by the browser itself, as a GET with the password
// in the address, if the visitor pressed Sign In before the app had taken over. Its submit button waits instead.
test('the sign-in button waits for the app: a press before it is ready sends nothing, then sign-in works', async ({
  browser,
  accounts,
}) => {
  const user = await accounts.user();
  // A page of its own: the test fixture's page waits for the app after every goto.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  try {
    // 'commit': the page's scripts are held, and the page is not "loaded" until they have run.
    await page.goto('/Sign-In/Login', { waitUntil: 'commit' });
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Username, email or phone').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await signIn.click({ force: true });
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(page).toHaveURL('/user-dashboard');
  } finally {
    await context.close();
  }
});
