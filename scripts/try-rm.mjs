import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
page.on('request', (r) => r.url().includes('/tor/') && console.log('req', r.url()));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 120)));
await page.addInitScript(() => {
  window.__removed = [];
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((rs) => { for (const r of rs) for (const n of r.removedNodes) window.__removed.push(n.nodeName + ' ' + (n.textContent || '').slice(0, 80)); })
      .observe(document.getElementById('root'), { childList: true, subtree: true, characterData: true });
  });
});
await page.goto('http://127.0.0.1:4151' + (process.argv[2] ?? '/'));
await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
for (let i = 0; i < 12; i++) { await page.mouse.wheel(0, 700); await page.waitForTimeout(300); }
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => window.__removed), null, 1).slice(0, 3000));
await browser.close();
