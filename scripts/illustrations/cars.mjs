// Four side-view cars on a 320 × 140 grid, front to the left, wheels standing on y = 130.
import { box, c, circle, dot, g, path, plain, shadow, sparkle, stroke } from './parts.mjs';

export const CAR_W = 320;
export const CAR_H = 140;

const shapes = {
  hatchback: {
    body: 'M35 104 L35 88 Q37 78 51 76 L105 70 L140 42 Q145 38 155 38 L250 38 Q260 38 264 48 L282 86 L285 104 Q285 110 279 110 L41 110 Q35 110 35 104 Z',
    windows: ['M118 68 L146 44 L190 44 L190 68 Z', 'M196 44 L246 44 Q254 44 257 52 L264 68 L196 68 Z'],
    seams: ['M193 70 L193 106'],
    handles: [[200, 78]],
    wheels: [92, 238],
    r: 20,
    head: [37, 81, 14, 7],
    tail: [273, 62, 9, 14],
    shine: 'M62 80 Q84 76 102 74',
  },
  sedan: {
    body: 'M20 104 L20 88 Q22 78 36 76 L98 70 L132 44 Q138 40 148 40 L212 40 Q222 40 230 46 L262 70 L292 74 Q300 76 300 88 L300 104 Q300 110 294 110 L26 110 Q20 110 20 104 Z',
    windows: ['M114 68 L140 46 L178 46 L178 68 Z', 'M184 46 L212 46 Q220 46 226 51 L246 68 L184 68 Z'],
    seams: ['M181 70 L181 106', 'M112 70 L108 106'],
    handles: [
      [188, 78],
      [122, 78],
    ],
    wheels: [84, 240],
    r: 20,
    head: [22, 81, 14, 7],
    tail: [288, 80, 10, 8],
    shine: 'M44 82 Q70 77 94 75',
  },
  suv: {
    body: 'M22 104 L22 80 Q24 70 38 68 L86 64 L114 30 Q118 26 128 26 L272 26 Q286 26 290 38 L296 66 L298 104 Q298 110 292 110 L28 110 Q22 110 22 104 Z',
    windows: ['M100 62 L122 32 L176 32 L176 62 Z', 'M182 32 L232 32 L232 62 L182 62 Z', 'M238 32 L274 32 Q280 32 282 38 L288 62 L238 62 Z'],
    seams: ['M179 64 L179 106', 'M235 64 L235 106'],
    handles: [
      [186, 74],
      [242, 74],
    ],
    wheels: [82, 240],
    r: 22,
    head: [24, 74, 14, 8],
    tail: [287, 70, 9, 14],
    shine: 'M46 76 Q64 72 84 70',
    rack: true,
  },
  luxury: {
    body: 'M12 100 L12 90 Q14 80 30 78 L112 72 L152 48 Q160 44 172 44 L214 44 Q228 44 238 52 L268 72 L300 76 Q308 78 308 90 L308 100 Q308 108 300 108 L20 108 Q12 108 12 100 Z',
    windows: ['M132 70 L158 52 L190 52 L190 70 Z', 'M196 52 L214 52 Q224 52 230 58 L244 70 L196 70 Z'],
    seams: ['M193 72 L193 104'],
    handles: [[200, 80]],
    wheels: [80, 250],
    r: 21,
    head: [14, 83, 18, 5],
    tail: [295, 82, 11, 5],
    shine: 'M36 84 Q70 79 108 76',
    stripe: true,
  },
};

const bodyColours = { hatchback: c.amber, sedan: c.teal, suv: c.eco, luxury: c.navy };

function wheel(x, y, r) {
  return circle(x, y, r, c.navy) + circle(x, y, r * 0.48, c.steel) + dot(x, y, 3, c.navy);
}

// Mud splashes along the sills and a dusty film, clipped to the body outline.
function dirt(id, s) {
  const blobs = [
    [60, 100, 26, 12],
    [130, 104, 34, 10],
    [200, 100, 30, 14],
    [262, 102, 24, 10],
    [110, 86, 10, 6],
    [230, 84, 12, 7],
    [160, 92, 8, 5],
  ]
    .map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${c.mud}" opacity="0.85"/>`)
    .join('');
  const splats = [
    [48, 94],
    [150, 96],
    [222, 92],
    [284, 94],
  ]
    .map(([x, y]) => dot(x, y, 3, c.mud) + dot(x + 7, y - 5, 2, c.mud) + dot(x - 6, y - 7, 1.6, c.mud))
    .join('');
  return (
    `<clipPath id="${id}"><path d="${s.body}"/></clipPath>` +
    `<g clip-path="url(#${id})"><rect width="${CAR_W}" height="${CAR_H}" fill="${c.dust}" opacity="0.45"/>${blobs}${splats}</g>` +
    s.windows.map((d) => plain(d, c.dust, 'opacity="0.55"')).join('')
  );
}

/** One car as SVG markup in car coordinates; wrap it in g() to place it. */
export function car(type, { colour = bodyColours[type], dirty = false, id = type, shine = !dirty } = {}) {
  const s = shapes[type];
  const y = 130 - s.r;
  let out = shadow(160, 131, 150);
  if (s.rack) out += stroke('M130 20 L268 20', c.navy, 3) + stroke('M140 20 L140 26 M258 20 L258 26', c.navy, 3);
  out += path(s.body, colour);
  if (s.stripe) out += stroke('M30 92 L300 92', c.steel, 2);
  out += s.windows.map((d) => path(d, c.sky)).join('');
  out += s.seams.map((d) => stroke(d, c.navy, 2, 'opacity="0.55"')).join('');
  out += s.handles.map(([x, hy]) => box(x, hy, 12, 4, 2, c.navy, 'opacity="0.7"')).join('');
  const [hx, hy, hw, hh] = s.head;
  const [tx, ty, tw, th] = s.tail;
  out += `<rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="3" fill="${c.amber}" stroke="${c.navy}" stroke-width="2" vector-effect="non-scaling-stroke"/>`;
  out += `<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="2" fill="${c.red}" stroke="${c.navy}" stroke-width="2" vector-effect="non-scaling-stroke"/>`;
  if (dirty) out += dirt(`dirt-${id}`, s);
  else out += stroke(s.shine, c.white, 3, 'opacity="0.7"');
  out += s.wheels.map((x) => wheel(x, y, s.r)).join('');
  if (shine) out += sparkle(type === 'suv' ? 118 : 140, type === 'suv' ? 18 : 30, 0.7) + sparkle(268, 56, 0.5);
  return out;
}

/** A car placed with its 320 × 140 box at (x, y), scaled by s. */
export const placeCar = (type, x, y, s, options) => g(`translate(${x} ${y}) scale(${s})`, car(type, options));
