// Whole pictures built from the parts: each entry is [file name, width, height, title, markup].
import { car, placeCar } from './cars.mjs';
import {
  box,
  bubble,
  c,
  circle,
  dot,
  drop,
  foamPile,
  g,
  ground,
  leaf,
  linearGradient,
  path,
  rect,
  sparkle,
  stroke,
  text,
} from './parts.mjs';
import { building, checkBadge, cloud, magnifier, phone, recycleLoop, skins, tree, van, washBay, worker } from './props.mjs';

const backdrop = (w, h, id, top, bottom, floorY, floor = c.mist) =>
  `<defs>${linearGradient(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#${id})"/>` + ground(w, floorY, floor);

const rain = (w, n, seed = 1) =>
  Array.from({ length: n }, (_, i) => {
    const x = (i * 137 * seed) % w;
    const y = 60 + ((i * 89) % 260);
    return stroke(`M${x} ${y} l-8 22`, c.teal, 3, 'opacity="0.6"');
  }).join('');

const studioPanels = (w) =>
  Array.from({ length: 4 }, (_, i) => box(60 + i * (w / 4), 60, w / 4 - 60, 26, 13, c.white, 'opacity="0.8"')).join('');

// A car under the spray bar of the wash bay, foam on the steel floor (the hero-contactless and wash-bay pictures).
const carInWashBay = (id, bay, [type, x, y, scale], foam) =>
  backdrop(800, 600, id, '#CFE8F3', c.foam, 520, c.steel) +
  washBay(bay.x, 520, bay.w, bay.h) +
  placeCar(type, x, y, scale) +
  foamPile(foam.from, foam.to, 522, foam.size);

// The 800 × 600 pictures of the site (content/images.ts `scene`).
const scene = (name, title, markup) => [name, 800, 600, title, markup];

export const scenes = [
  scene(
    'hero-detailing',
    'A detailer polishing a navy luxury car in a bright studio',
    backdrop(800, 600, 'bgA', '#D7EEF7', c.foam, 500) +
      studioPanels(800) +
      placeCar('luxury', 30, 230, 2.05) +
      worker(735, 560, { tool: 'polisher', skin: skins[2] }) +
      sparkle(120, 200, 1.4) +
      sparkle(560, 170, 1.1, c.aqua),
  ),
  scene(
    'hero-eco',
    'A teal sedan under falling water drops with green leaves and a recycling loop',
    backdrop(800, 600, 'bgB', c.mint, c.foam, 500) +
      recycleLoop(650, 140, 70) +
      [120, 230, 340, 450].map((x, i) => drop(x, 110 + (i % 2) * 60, 1.6)).join('') +
      placeCar('sedan', 60, 240, 2.1) +
      leaf(80, 520, 1.6, -20) +
      leaf(700, 530, 1.3, 200),
  ),
  scene(
    'hero-contactless',
    'A green SUV inside a touch-free wash bay with water jets',
    carInWashBay('bgC', { x: 40, w: 720, h: 470 }, ['suv', 150, 250, 1.6], { from: 170, to: 640, size: 30 }),
  ),
  scene(
    'foam-wash',
    'A detailer spraying foam over a teal sedan',
    backdrop(800, 600, 'bgD', c.sky, c.foam, 500) +
      placeCar('sedan', 20, 250, 1.9) +
      foamPile(70, 560, 480, 22) +
      foamPile(200, 420, 390, 14) +
      worker(720, 560, { tool: 'spray' }),
  ),
  scene(
    'wash-bay',
    'An amber hatchback rolling through a wash bay',
    carInWashBay('bgE', { x: 60, w: 680, h: 440 }, ['hatchback', 160, 300, 1.5], { from: 180, to: 620, size: 26 }),
  ),
  scene(
    'interior-clean',
    'A car seat being vacuumed, with the dashboard behind it',
    backdrop(800, 600, 'bgF', c.mist, c.foam, 520, c.steel) +
      path('M80 140 Q80 100 120 100 L680 100 Q720 100 720 140 L720 200 L80 200 Z', c.navy) +
      rect(120, 124, 140, 40, 10, c.slate) +
      circle(560, 150, 34, c.slate) +
      circle(560, 150, 14, c.aqua) +
      path('M250 520 L230 300 Q226 250 270 246 L380 240 Q420 240 420 280 L430 520 Z', c.teal) +
      path('M210 520 L200 440 Q200 410 240 410 L470 410 Q510 410 510 440 L520 520 Z', c.teal) +
      stroke('M250 300 L400 296 M246 350 L404 346', c.white, 3, 'opacity="0.45"') +
      worker(690, 560, { tool: 'vacuum', skin: skins[0], shirt: c.eco }) +
      sparkle(300, 200, 1.1, c.aqua),
  ),
  scene(
    'wheel-clean',
    'A wheel being scrubbed clean with a soft brush and foam',
    backdrop(800, 600, 'bgG', c.sky, c.foam, 540, c.steel) +
      path('M40 260 Q40 200 120 190 L680 190 Q760 200 760 260 L760 300 L40 300 Z', c.teal) +
      circle(400, 380, 170, c.navy) +
      circle(400, 380, 100, c.steel) +
      Array.from({ length: 5 }, (_, i) => {
        const a = (i * 72 * Math.PI) / 180;
        return stroke(`M400 380 L${400 + Math.cos(a) * 96} ${380 + Math.sin(a) * 96}`, c.slate, 14);
      }).join('') +
      circle(400, 380, 26, c.navy) +
      g('translate(560 200) rotate(35)', rect(0, 0, 40, 150, 12, c.amber) + rect(-14, 150, 68, 44, 10, c.aqua)) +
      [bubble(560, 460, 16), bubble(600, 420, 10), bubble(250, 500, 14), bubble(230, 300, 9), bubble(600, 520, 12)].join('') +
      sparkle(300, 260, 1.2),
  ),
  scene(
    'doorstep-van',
    'The Auto Spa door-step van parked beside a customer’s car outside an apartment block',
    backdrop(800, 600, 'bgH', '#D7EEF7', c.foam, 500) +
      building(40, 500, 330, 360) +
      building(420, 500, 340, 300, '#F1F5F9') +
      tree(380, 500, 1.1) +
      van(30, 320, 1.1) +
      placeCar('hatchback', 420, 365, 1.15),
  ),
  scene(
    'doorstep-wash',
    'A detailer wiping a green SUV with a waterless spray in an apartment parking',
    backdrop(800, 600, 'bgI', c.mint, c.foam, 510) +
      building(440, 510, 320, 340, '#F1F5F9') +
      placeCar('suv', 10, 250, 1.85) +
      worker(720, 570, { tool: 'cloth', skin: skins[3] }) +
      sparkle(300, 230, 1.2) +
      sparkle(520, 280, 0.9, c.aqua),
  ),
  scene(
    'process-booking',
    'A phone showing the booking calendar next to a small car',
    backdrop(800, 600, 'bgJ', c.sky, c.foam, 500) +
      phone(110, 130, 1.25) +
      placeCar('hatchback', 330, 350, 1.35) +
      sparkle(360, 160, 1.3, c.aqua),
  ),
  scene(
    'process-inspection',
    'A magnifying glass checking the paint of a teal sedan',
    backdrop(800, 600, 'bgK', c.sky, c.foam, 500) + placeCar('sedan', 40, 240, 2.2) + magnifier(560, 240, 1.2),
  ),
  scene(
    'process-completion',
    'A spotless navy luxury car with a green check mark',
    backdrop(800, 600, 'bgL', c.mint, c.foam, 500) +
      placeCar('luxury', 40, 250, 2.2) +
      checkBadge(640, 150, 70) +
      sparkle(160, 200, 1.5) +
      sparkle(420, 180, 1.1, c.aqua),
  ),
  scene(
    'news-monsoon',
    'A car parked under rain clouds in the monsoon',
    backdrop(800, 600, 'bgM', '#B7D4E2', c.foam, 500, c.steel) +
      cloud(200, 120, 2, c.white) +
      cloud(560, 100, 2.4, c.white) +
      rain(800, 34, 3) +
      placeCar('sedan', 60, 250, 2.1),
  ),
  scene(
    'news-recycling',
    'A water recycling tank feeding clean water back to the wash',
    backdrop(800, 600, 'bgN', c.mint, c.foam, 500) +
      rect(80, 200, 220, 300, 20, c.teal) +
      rect(80, 300, 220, 200, 0, c.aqua, 'opacity="0.75"') +
      [130, 180, 230].map((x, i) => bubble(x, 360 + i * 30, 10)).join('') +
      stroke('M300 260 L400 260 Q430 260 430 230 L430 180', c.navy, 14) +
      recycleLoop(600, 300, 110) +
      drop(600, 300, 2.4),
  ),
];

const beforeAfterBase = (id) => backdrop(800, 450, id, c.sky, c.foam, 380, c.mist) + box(60, 60, 680, 22, 11, c.white, 'opacity="0.8"');

export const beforeAfter = [
  [
    'before-car',
    800,
    450,
    'Before: the teal sedan covered in mud and dust',
    beforeAfterBase('bgBefore') + placeCar('sedan', 60, 96, 2.12, { dirty: true, id: 'before' }),
  ],
  [
    'after-car',
    800,
    450,
    'After: the same teal sedan clean and shining',
    beforeAfterBase('bgAfter') + placeCar('sedan', 60, 96, 2.12) + sparkle(180, 150, 1.3) + sparkle(620, 200, 1, c.aqua),
  ],
];

// Wide backdrops for the door-step landing page's hero slideshow (text sits over them).
export const landingHeroes = [
  [
    'landing-hero-1',
    1600,
    900,
    'The Auto Spa van arriving at an apartment block at dusk',
    backdrop(1600, 900, 'lh1', '#12355E', '#1E4E79', 760, '#0E2A4A') +
      building(80, 760, 420, 520, '#1B3F66') +
      building(1100, 760, 420, 460, '#1B3F66') +
      van(560, 500, 1.5) +
      tree(1000, 760, 1.6),
  ],
  [
    'landing-hero-2',
    1600,
    900,
    'A detailer wiping a luxury car with a waterless cleaner',
    backdrop(1600, 900, 'lh2', '#0E4A5E', '#16697F', 760, '#0B3A4A') +
      building(1060, 760, 480, 520, '#14566B') +
      placeCar('luxury', 200, 390, 2.6) +
      worker(1130, 830, { tool: 'cloth', skin: skins[1] }) +
      sparkle(420, 380, 2, c.aqua),
  ],
  [
    'landing-hero-3',
    1600,
    900,
    'A spotless SUV shining outside a home',
    backdrop(1600, 900, 'lh3', '#0F3D2E', '#17614A', 760, '#0B3024') +
      tree(150, 760, 2) +
      tree(1450, 760, 1.8) +
      placeCar('suv', 330, 350, 2.9) +
      sparkle(520, 330, 2.2) +
      sparkle(1200, 380, 1.6, c.aqua),
  ],
];

export const cars = ['hatchback', 'sedan', 'suv', 'luxury'].map((type) => [
  `car-${type}`,
  320,
  140,
  `A ${type === 'suv' ? 'SUV' : type} car`,
  car(type, { id: type }),
]);

// Team and customer portraits: head and shoulders on a coloured disc.
const avatarLooks = [
  { bg: c.mint, skin: skins[1], hair: c.navy, shirt: c.teal, long: true },
  { bg: c.sky, skin: skins[2], hair: '#1F2937', shirt: c.amber, long: false },
  { bg: '#FEF3C7', skin: skins[0], hair: '#78350F', shirt: c.eco, long: true },
  { bg: c.mist, skin: skins[3], hair: c.navy, shirt: c.navy, long: false },
  { bg: c.mint, skin: skins[2], hair: '#111827', shirt: c.red, long: true },
  { bg: c.sky, skin: skins[1], hair: '#374151', shirt: c.teal, long: false, beard: true },
];

export const avatars = avatarLooks.map((a, i) => [
  `avatar-${i + 1}`,
  120,
  120,
  'Portrait',
  `<clipPath id="av${i}"><circle cx="60" cy="60" r="58"/></clipPath>` +
    circle(60, 60, 58, a.bg) +
    `<g clip-path="url(#av${i})">` +
    (a.long ? path('M30 60 Q28 26 60 24 Q92 26 90 60 L92 96 L28 96 Z', a.hair) : '') +
    path('M18 124 Q20 88 60 86 Q100 88 102 124 Z', a.shirt) +
    rect(52, 70, 16, 20, 6, a.skin) +
    circle(60, 56, 22, a.skin) +
    path(
      a.long ? 'M38 52 Q40 30 60 30 Q80 30 82 52 Q70 40 60 42 Q48 40 38 52 Z' : 'M38 50 Q38 30 60 30 Q82 30 82 50 L78 44 Q60 36 42 44 Z',
      a.hair,
    ) +
    (a.beard ? path('M42 62 Q44 80 60 80 Q76 80 78 62 Q70 72 60 72 Q50 72 42 62 Z', a.hair) : '') +
    dot(52, 56, 2.2, c.navy) +
    dot(68, 56, 2.2, c.navy) +
    stroke('M53 66 Q60 71 67 66', c.navy, 2) +
    '</g>',
]);

// The contact page's map: streets around the address, not a real survey.
export const map = [
  'map-gurugram',
  800,
  450,
  'Map of the streets around Plot 42, Sector 18, Gurugram',
  `<rect width="800" height="450" fill="${c.mist}"/>` +
    path('M520 0 Q560 120 500 220 Q450 310 520 450 L800 450 L800 0 Z', '#D1FAE5') +
    [90, 230, 370].map((y) => box(0, y, 800, 26, 0, c.white)).join('') +
    [140, 330, 620].map((x) => box(x, 0, 26, 450, 0, c.white)).join('') +
    stroke('M0 420 L800 40', c.amber, 14, 'opacity="0.8"') +
    [
      [30, 20, 90, 56],
      [180, 130, 130, 80],
      [370, 20, 230, 56],
      [30, 280, 90, 70],
      [380, 270, 220, 80],
      [670, 130, 110, 80],
    ]
      .map(([x, y, w, h]) => rect(x, y, w, h, 6, c.steel))
      .join('') +
    text(190, 120, 'SECTOR 18', 20, c.slate) +
    text(640, 120, 'PARK', 18, c.eco) +
    g(
      'translate(345 230)',
      path('M0 0 C-26 -34 -40 -52 -40 -72 A40 40 0 0 1 40 -72 C40 -52 26 -34 0 0 Z', c.teal) + circle(0, -72, 14, c.white),
    ) +
    rect(392, 150, 250, 58, 12, c.white) +
    text(408, 176, 'Auto Spa', 20, c.navy) +
    text(408, 198, 'Plot 42, Sector 18', 15, c.slate, 600),
];

// The social sharing card, exported to PNG by the generator.
export const ogCard = [
  'og-card',
  1200,
  630,
  'Auto Spa hand car wash and detailing',
  `<rect width="1200" height="630" fill="${c.navy}"/>` +
    text(80, 200, 'Auto Spa', 110, c.white) +
    text(84, 270, 'Hand car wash &amp; detailing', 42, c.aqua, 600) +
    text(84, 330, 'Your car is always in great hands with us.', 30, c.steel, 500) +
    rect(84, 400, 250, 70, 14, c.teal) +
    text(120, 446, 'Book a wash', 30, c.white) +
    placeCar('sedan', 600, 330, 1.8),
];

// One sharing card per public page (issue 18): the page's name over the brand's card, with a car that shows on
// navy (the luxury car is navy itself).
const pageCards = [
  ['home', 'Hand car wash & detailing', 'sedan'],
  ['who-we-are-about-us', 'About us', 'hatchback'],
  ['who-we-are-research-innovation', 'Research & innovation', 'suv'],
  ['who-we-are-our-brand', 'Our brand', 'suv'],
  ['who-we-are-discover', 'Discover Auto Spa', 'sedan'],
  ['what-we-do-overview', 'What we do', 'suv'],
  ['what-we-do-carwashing', 'Car washing', 'hatchback'],
  ['what-we-do-carcleaning', 'Car cleaning', 'sedan'],
  ['what-we-do-solutions', 'Solutions for every car', 'suv'],
  ['services-exterior', 'Exterior wash', 'suv'],
  ['services-interior', 'Interior cleaning', 'hatchback'],
  ['services-premium', 'Premium detailing', 'suv'],
  ['doorstep-waterless-wash', 'Waterless wash at your door', 'hatchback'],
  ['careers-join-us', 'Join our team', 'suv'],
  ['contact-us', 'Contact us', 'sedan'],
  ['news', 'News', 'suv'],
  ['privacy-policy', 'Privacy policy', 'sedan'],
  ['term-condition', 'Terms & conditions', 'hatchback'],
];

export const pageOgCards = pageCards.map(([slug, title, carType]) => [
  slug,
  1200,
  630,
  `Auto Spa: ${title}`,
  `<rect width="1200" height="630" fill="${c.navy}"/>` +
    text(84, 150, 'Auto Spa', 56, c.aqua) +
    text(80, 250, title.replace(/&/g, '&amp;'), title.length > 18 ? 62 : 80, c.white) +
    text(84, 320, 'Gurugram · at the bay or at your door-step', 30, c.steel, 500) +
    rect(84, 400, 250, 70, 14, c.teal) +
    text(120, 446, 'Book a wash', 30, c.white) +
    placeCar(carType, 600, 330, 1.8),
]);

export const icon = [
  'icon',
  512,
  512,
  'Auto Spa',
  `<rect width="512" height="512" rx="112" fill="${c.navy}"/>` +
    `<path d="M112 320l35-90a32 32 0 0 1 30-20h157a32 32 0 0 1 30 22L400 320v64h-48v-32H160v32h-48z" fill="${c.foam}"/>` +
    `<circle cx="176" cy="304" r="22" fill="${c.teal}"/><circle cx="336" cy="304" r="22" fill="${c.teal}"/>` +
    `<path d="M256 64c26 37 42 61 42 80a42 42 0 0 1-84 0c0-19 16-43 42-80z" fill="${c.aqua}"/>`,
];
