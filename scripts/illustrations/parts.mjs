// Shared drawing pieces: one palette (BRAND.md), one stroke, so every illustration looks like the others.
export const c = {
  navy: '#0B1F3A',
  slate: '#334155',
  teal: '#0E7490',
  tealDark: '#155E75',
  aqua: '#22D3EE',
  foam: '#F7FAFC',
  eco: '#15803D',
  amber: '#F59E0B',
  red: '#DC2626',
  sky: '#E0F2FE',
  mint: '#CCFBF1',
  mist: '#E2E8F0',
  steel: '#CBD5E1',
  mud: '#7C5A3A',
  dust: '#B9A888',
  white: '#FFFFFF',
};

export const STROKE = 3;
const line = `stroke="${c.navy}" stroke-width="${STROKE}" stroke-linejoin="round" stroke-linecap="round" vector-effect="non-scaling-stroke"`;

export const svg = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
  (title ? `<title>${title}</title>` : '') +
  body +
  '</svg>\n';

export const g = (transform, body) => `<g transform="${transform}">${body}</g>`;
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${line} ${extra}/>`;
export const plain = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${line} ${extra}/>`;
export const dot = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${line} ${extra}/>`;
export const box = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
export const stroke = (d, colour = c.navy, width = STROKE, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" vector-effect="non-scaling-stroke" ${extra}/>`;
export const text = (x, y, s, size, fill, weight = 800) =>
  `<text x="${x}" y="${y}" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${s}</text>`;

export const linearGradient = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join('') +
  '</linearGradient>';

// A water drop pointing up, centred on (x, y).
export const drop = (x, y, s = 1, fill = c.aqua) =>
  g(`translate(${x} ${y}) scale(${s})`, path('M0 -14 C5 -6 9 -1 9 4 A9 9 0 0 1 -9 4 C-9 -1 -5 -6 0 -14 Z', fill));

export const sparkle = (x, y, s = 1, fill = c.white) =>
  g(`translate(${x} ${y}) scale(${s})`, path('M0 -14 Q2 -2 14 0 Q2 2 0 14 Q-2 2 -14 0 Q-2 -2 0 -14 Z', fill));

export const bubble = (x, y, r) => circle(x, y, r, c.white) + dot(x - r * 0.35, y - r * 0.35, r * 0.22, c.sky);

export const leaf = (x, y, s = 1, rot = 0) =>
  g(
    `translate(${x} ${y}) rotate(${rot}) scale(${s})`,
    path('M0 0 C10 -26 36 -30 48 -28 C46 -12 36 10 0 0 Z', c.eco) + stroke('M4 -2 C16 -12 28 -18 40 -24', c.mint, 2),
  );

// Soft foam: overlapping bubbles along a baseline from x1 to x2.
export function foamPile(x1, x2, y, height = 40) {
  let out = '';
  const step = 26;
  for (let x = x1, i = 0; x <= x2; x += step, i++) {
    const r = height * (0.45 + ((i * 37) % 5) / 14);
    out += circle(x, y - r * 0.55, r, c.white);
  }
  for (let x = x1 + 14, i = 0; x <= x2 - 10; x += step * 1.4, i++) out += bubble(x, y - height * 1.25 - (i % 3) * 10, 6 + (i % 3) * 2);
  return out;
}

export const ground = (w, y, fill = c.mist) => box(0, y, w, 9999, 0, fill) + stroke(`M0 ${y} L${w} ${y}`);

export const shadow = (cx, cy, rx) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.05}" fill="${c.navy}" opacity="0.14"/>`;
