import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { connect, type Database } from '@autospa/db';
import { buildAdmin, buildEmployee, buildUser, latestOtp, readOutbox } from '@autospa/db/testing';

type Account = Awaited<ReturnType<typeof buildUser>>;

interface Fixtures {
  db: Database;
  outbox: { dir: string; read: typeof readOutbox; otpFor(email: string): Promise<string> };
  accounts: { user(): Promise<Account>; employee(): Promise<Account>; admin(): Promise<Account> };
  signInAs(account: Account): Promise<void>;
  axe(page: Page): Promise<void>;
}

// 4xx answers are part of normal flows (wrong password, validation) and the browser logs them; a test that
// provokes a 5xx on purpose says so with the annotation { type: 'expect-server-error' }. Anything else fails.
const clientErrorNoise = /Failed to load resource: the server responded with a status of 4\d\d/;
const serverErrorNoise = /Failed to load resource: the server responded with a status of 5\d\d/;

export const test = base.extend<Fixtures>({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    const serverErrorExpected = () => testInfo.annotations.some((a) => a.type === 'expect-server-error');
    page.on('console', (msg) => {
      if (msg.type() !== 'error' || clientErrorNoise.test(msg.text())) return;
      if (serverErrorNoise.test(msg.text()) && serverErrorExpected()) return;
      problems.push(`console.error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      if (!/ERR_ABORTED/.test(failure)) problems.push(`request failed: ${request.url()} ${failure}`);
    });
    // Public pages and the sign-in screens arrive rendered by the server and the app hydrates them (issue 18): a
    // test acts once the app has taken over, as a visitor's click would need.
    for (const name of ['goto', 'reload'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 30_000 });
        return response;
      };
    }
    await use(page);
    expect(problems, 'unexpected console errors or failed requests').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern
  db: async ({}, use) => {
    const handle = connect(process.env.E2E_DATABASE_URL!, { max: 2 });
    await use(handle.db);
    await handle.close();
  },
  // eslint-disable-next-line no-empty-pattern
  outbox: async ({}, use) => {
    const dir = process.env.E2E_OUTBOX_DIR!;
    await use({
      dir,
      read: readOutbox,
      async otpFor(email) {
        let code: string | undefined;
        await expect.poll(() => (code = latestOtp(dir, email)), { message: `a code mailed to ${email}` }).toBeTruthy();
        return code!;
      },
    });
  },
  accounts: async ({ db }, use) => {
    await use({ user: () => buildUser(db), employee: () => buildEmployee(db), admin: () => buildAdmin(db) });
  },
  signInAs: async ({ page }, use) => {
    await use(async (account) => {
      await page.goto('/Sign-In/Login');
      await page.getByLabel('Username, email or phone').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/Sign-In'));
    });
  },
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, use) => {
    await use(async (page) => {
      // A dialog's overlay fading in would be measured half-transparent: let finite animations end first.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      // Sections below the fold are `content-visibility: auto` (issue 18): skipped, they have no rendering for axe
      // to measure, and it then read the footer's light text against the page's white (a CI run, 2026-11-27). Axe
      // sees every part rendered, as a visitor scrolling to it does.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  },
});

export { expect };
