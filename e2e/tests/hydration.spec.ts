import { expect, test } from '../fixtures';
import { scrollThrough } from './public-pages';

// Issue 18: a public page arrives whole in the server's HTML and the app hydrates it: nothing of it is removed
// or drawn again while the app starts, also when the lazily loaded parts (footer, the home page's lower half)
// come to life, and nothing moves (CLS ≤ 0.02).
const pages = ['/', '/contact-us', '/who-we-are/our-brand', '/doorstep-waterless-wash', '/what-we-do/overview', '/Sign-In/Login'];

declare global {
  interface Window {
    startup: { removed: string[]; addedInMain: string[]; cls: number; shifts: string[] };
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.startup = { removed: [], addedInMain: [], cls: 0, shifts: [] };
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
      };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.startup.cls += entry.value;
        // What moved, for the failure message: element, class, and its top and height before → after.
        for (const s of entry.sources)
          window.startup.shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${s.node?.nodeName ?? '?'}.${((s.node as Element | undefined)?.className ?? '').toString().slice(0, 50)} ` +
              `top ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)} height ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const describe = (node: Node) => `${node.nodeName} "${(node.textContent ?? '').trim().slice(0, 60)}"`;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes))
            if (node.nodeType === Node.ELEMENT_NODE) window.startup.removed.push(describe(node));
          const inMain = (record.target as Element).closest?.('main');
          if (inMain)
            for (const node of Array.from(record.addedNodes))
              if (node.nodeType === Node.ELEMENT_NODE) window.startup.addedInMain.push(describe(node));
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
});

for (const path of pages) {
  test(`${path}: the app takes over the server's HTML without removing or redrawing any of it, and nothing shifts`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<h1');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const { cls, shifts } = await page.evaluate(() => ({ cls: window.startup.cls, shifts: [...window.startup.shifts] }));
    await scrollThrough(page);
    await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
    const startup = await page.evaluate(() => window.startup);
    expect(startup.removed, 'elements removed while the app started').toEqual([]);
    expect(startup.addedInMain, 'elements added to the page while the app started').toEqual([]);
    expect(cls, `layout shift before any scrolling:\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.02);
  });
}
