// Debian's Chromium and the flags every headless run here uses (e2e, bench, bundle sizes, illustrations): no
// sandbox (root in CI), no GPU, and nothing that reaches the internet on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
