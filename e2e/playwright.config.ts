import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4101);

// Real server, real PostgreSQL, Debian's Chromium (no browser download).
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // Playwright empties this folder when a run starts: runs side by side each need their own (E2E_OUTPUT_DIR).
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A trace records a screencast of every test, which costs the 2-core machine a third of its time; CI shows
    // only the text of a failure anyway. E2E_TRACE=retain-on-failure brings it back.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
