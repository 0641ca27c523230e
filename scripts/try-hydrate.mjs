import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await page.addInitScript(() => {
  window.__removed = [];
  window.__cls = 0;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) window.__removed.push((n.nodeName) + ' ' + (n.textContent || '').slice(0, 60));
    }).observe(root, { childList: true, subtree: true });
  });
});
for (const path of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:4190' + path);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
  console.log(path, 'removed:', JSON.stringify(await page.evaluate(() => window.__removed)).slice(0, 800), 'cls', await page.evaluate(() => window.__cls));
}
await browser.close();
