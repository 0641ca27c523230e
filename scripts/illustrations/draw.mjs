// Draws the public site's illustrations into apps/web/public/images (SVG), plus the PNG icons and sharing card.
// Run: node scripts/illustrations/draw.mjs   (the PNGs need Chromium at /usr/bin/chromium or CHROMIUM_PATH)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { svg } from './parts.mjs';
import { avatars, beforeAfter, cars, icon, landingHeroes, map, ogCard, pageOgCards, scenes } from './scenes.mjs';

const publicDir = fileURLToPath(new URL('../../apps/web/public/', import.meta.url));
const imagesDir = join(publicDir, 'images');
mkdirSync(imagesDir, { recursive: true });

const all = [...scenes, ...beforeAfter, ...landingHeroes, ...cars, ...avatars, map];
for (const [name, w, h, , body] of all) writeFileSync(join(imagesDir, `${name}.svg`), svg(w, h, body));
console.log(`Wrote ${all.length} SVG files to ${imagesDir}`);

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const shots = [
  { art: ogCard, file: 'og-image.png', w: 1200, h: 630 },
  { art: icon, file: 'icon-512.png', w: 512, h: 512 },
  { art: icon, file: 'icon-192.png', w: 192, h: 192 },
  { art: icon, file: 'apple-touch-icon.png', w: 180, h: 180 },
  // Issue 18: each public page's own sharing card (apps/api/src/plugins/page-renderer.ts picks og/<page>.png).
  ...pageOgCards.map((art) => ({ art, file: `og/${art[0]}.png`, w: 1200, h: 630 })),
];
mkdirSync(join(publicDir, 'og'), { recursive: true });
for (const { art, file, w, h } of shots) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const markup = svg(art[1], art[2], art[4]).replace(/width="\d+" height="\d+"/, `width="${w}" height="${h}"`);
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${markup}`);
  await page.screenshot({ path: join(publicDir, file), omitBackground: true });
  await page.close();
}
writeFileSync(join(publicDir, 'icon.svg'), svg(512, 512, icon[4]));
await browser.close();
console.log(`Wrote ${shots.length} PNG files and icon.svg to ${publicDir}`);
