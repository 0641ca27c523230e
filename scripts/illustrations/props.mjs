// People, the door-step van, buildings and small objects, in the same palette and stroke as the cars.
import { box, c, circle, dot, drop, g, path, rect, stroke, text } from './parts.mjs';

const skins = ['#F1C27D', '#C68642', '#8D5524', '#E0AC69'];

/** A detailer in uniform standing with feet at (x, y); `tool` is drawn in the outstretched hand. */
export function worker(x, y, { shirt = c.teal, skin = skins[1], tool = 'polisher', flip = false } = {}) {
  const hand = [-58, -104];
  const tools = {
    polisher: circle(hand[0] - 12, hand[1], 16, c.amber) + circle(hand[0] - 12, hand[1], 6, c.navy),
    spray:
      path(`M${hand[0] + 6} ${hand[1] - 8} l-22 0 l-6 6 l6 6 l22 0 z`, c.steel) +
      [0, 1, 2, 3].map((i) => drop(hand[0] - 40 - i * 16, hand[1] - 4 + (i % 2) * 8, 0.45)).join(''),
    cloth: rect(hand[0] - 26, hand[1] - 10, 28, 20, 5, c.aqua),
    vacuum: stroke(`M${hand[0]} ${hand[1]} l-30 40`, c.navy, 6) + rect(hand[0] - 44, hand[1] + 36, 26, 10, 3, c.amber),
  };
  const body =
    // legs
    path('M-16 -70 L-18 -4 L-4 -4 L-2 -46 L2 -46 L4 -4 L18 -4 L16 -70 Z', c.navy) +
    rect(-22, -6, 20, 8, 3, c.slate) +
    rect(2, -6, 20, 8, 3, c.slate) +
    // torso
    path('M-22 -126 Q-22 -134 -12 -134 L12 -134 Q22 -134 22 -126 L20 -66 L-20 -66 Z', shirt) +
    stroke('M0 -132 L0 -70', c.white, 2, 'opacity="0.5"') +
    // arms: one outstretched, one on the hip
    stroke(`M-14 -124 L${hand[0]} ${hand[1]}`, shirt, 12) +
    stroke(`M-14 -124 L${hand[0]} ${hand[1]}`, c.navy, 2, 'opacity="0.35"') +
    circle(hand[0], hand[1], 6, skin) +
    stroke('M16 -122 L30 -96 L18 -80', shirt, 12) +
    // head and cap
    circle(0, -150, 16, skin) +
    path('M-17 -154 Q-16 -172 0 -172 Q16 -172 17 -154 Z', c.navy) +
    path('M-17 -155 L-32 -153 Q-30 -149 -16 -150 Z', c.navy) +
    dot(-6, -150, 1.8, c.navy) +
    stroke('M-8 -142 Q-4 -139 0 -141', c.navy, 2) +
    (tools[tool] ?? '');
  return g(`translate(${x} ${y})${flip ? ' scale(-1 1)' : ''}`, body);
}

/** The door-step van, 360 × 170, wheels on y = 170. */
export function van(x, y, s = 1) {
  const body =
    `<ellipse cx="180" cy="171" rx="170" ry="7" fill="${c.navy}" opacity="0.14"/>` +
    path(
      'M10 140 L10 60 Q10 40 30 40 L236 40 Q250 40 258 52 L300 92 L342 100 Q354 102 354 116 L354 140 Q354 150 344 150 L20 150 Q10 150 10 140 Z',
      c.white,
    ) +
    path('M10 112 L354 112 L354 140 Q354 150 344 150 L20 150 Q10 150 10 140 Z', c.teal) +
    path('M244 56 L290 96 L244 96 Z', c.sky) +
    stroke('M236 44 L236 148', c.navy, 2, 'opacity="0.5"') +
    box(246, 104, 14, 4, 2, c.navy) +
    drop(46, 80, 1.2, c.aqua) +
    text(70, 90, 'AUTO SPA', 30, c.navy) +
    text(70, 106, 'door-step waterless wash', 11, c.teal, 600) +
    `<rect x="342" y="112" width="12" height="8" rx="2" fill="${c.amber}" stroke="${c.navy}" stroke-width="2" vector-effect="non-scaling-stroke"/>` +
    [72, 292].map((wx) => circle(wx, 148, 22, c.navy) + circle(wx, 148, 10, c.steel) + dot(wx, 148, 3, c.navy)).join('');
  return g(`translate(${x} ${y}) scale(${s})`, body);
}

/** A low apartment block, w wide, standing on baseline y. */
export function building(x, y, w, h, colour = c.mist) {
  let windows = '';
  const cols = Math.floor((w - 30) / 56);
  const rows = Math.floor((h - 40) / 64);
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) windows += rect(x + 24 + k * 56, y - h + 26 + r * 64, 34, 40, 4, (r + k) % 3 === 0 ? c.amber : c.sky);
  return rect(x, y - h, w, h, 6, colour) + windows;
}

export function tree(x, y, s = 1) {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    rect(-6, -60, 12, 60, 4, c.mud) + circle(0, -86, 38, c.eco) + circle(-26, -66, 24, c.eco) + circle(26, -64, 22, c.eco),
  );
}

/** A wash-bay arch with a spray bar, w wide and h tall, standing on y. */
export function washBay(x, y, w, h, { jets = true } = {}) {
  let out = path(
    `M${x} ${y} L${x} ${y - h + 30} Q${x} ${y - h} ${x + 30} ${y - h} L${x + w - 30} ${y - h} Q${x + w} ${y - h} ${x + w} ${y - h + 30} L${x + w} ${y} L${x + w - 26} ${y} L${x + w - 26} ${y - h + 30} L${x + 26} ${y - h + 30} L${x + 26} ${y} Z`,
    c.teal,
  );
  out += rect(x + 60, y - h + 6, w - 120, 16, 8, c.aqua);
  for (let i = 0; i < 5; i++)
    out +=
      stroke(`M${x + 26} ${y - h + 70 + i * 50} l26 0`, c.white, 3, 'opacity="0.6"') +
      stroke(`M${x + w - 26} ${y - h + 70 + i * 50} l-26 0`, c.white, 3, 'opacity="0.6"');
  if (jets) {
    for (let i = 0; i < 7; i++) {
      const jx = x + 90 + i * ((w - 180) / 6);
      out += drop(jx, y - h + 52 + (i % 2) * 22, 0.7) + drop(jx + 12, y - h + 96 + (i % 3) * 16, 0.5);
    }
  }
  return out;
}

export function phone(x, y, s = 1) {
  let cal = '';
  for (let r = 0; r < 4; r++)
    for (let k = 0; k < 5; k++) cal += box(22 + k * 22, 120 + r * 22, 16, 16, 3, r === 1 && k === 2 ? c.teal : c.mist);
  return g(
    `translate(${x} ${y}) scale(${s})`,
    rect(0, 0, 150, 280, 22, c.navy) +
      rect(10, 22, 130, 236, 10, c.white) +
      box(22, 40, 106, 50, 8, c.teal) +
      text(34, 72, 'Book', 20, c.white) +
      cal +
      rect(22, 218, 106, 28, 8, c.amber) +
      dot(75, 12, 4, c.steel),
  );
}

export function magnifier(x, y, s = 1) {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    stroke('M58 58 L110 110', c.navy, 16) +
      stroke('M58 58 L110 110', c.amber, 9) +
      circle(0, 0, 70, c.sky, 'fill-opacity="0.55"') +
      `<circle r="70" fill="none" stroke="${c.navy}" stroke-width="10" vector-effect="non-scaling-stroke"/>`,
  );
}

export function checkBadge(x, y, r = 60) {
  return (
    circle(x, y, r, c.eco) + stroke(`M${x - r * 0.42} ${y} L${x - r * 0.1} ${y + r * 0.32} L${x + r * 0.45} ${y - r * 0.3}`, c.white, 10)
  );
}

export function recycleLoop(x, y, r) {
  return (
    stroke(`M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r * 0.7} ${y - r * 0.7}`, c.eco, 10) +
    path(
      `M${x + r * 0.7 - 14} ${y - r * 0.7 - 16} L${x + r * 0.7 + 16} ${y - r * 0.7 - 4} L${x + r * 0.7 - 6} ${y - r * 0.7 + 18} Z`,
      c.eco,
    ) +
    stroke(`M${x + r} ${y} A${r} ${r} 0 0 1 ${x - r * 0.7} ${y + r * 0.7}`, c.teal, 10) +
    path(
      `M${x - r * 0.7 + 14} ${y + r * 0.7 + 16} L${x - r * 0.7 - 16} ${y + r * 0.7 + 4} L${x - r * 0.7 + 6} ${y + r * 0.7 - 18} Z`,
      c.teal,
    )
  );
}

export function cloud(x, y, s = 1, fill = c.white) {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    path('M-60 20 Q-70 -8 -40 -12 Q-36 -40 -6 -36 Q14 -56 38 -36 Q66 -38 64 -10 Q84 0 70 20 Z', fill),
  );
}

export { skins };
