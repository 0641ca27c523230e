// The site's illustrations with their sizes and alternative texts.
import { carArt, scene, wide, type Art } from './art-kit';
import { byKey } from './by-key';
import { heroArt } from './hero-art';

export type { Art } from './art-kit';

export const art = {
  ...heroArt,
  foamWash: scene('foam-wash', 'A detailer spraying thick foam over a teal sedan'),
  washBay: scene('wash-bay', 'An amber hatchback rolling through a wash bay under the spray bar'),
  interior: scene('interior-clean', 'A car seat being vacuumed, the dashboard behind it'),
  wheel: scene('wheel-clean', 'A wheel being scrubbed with a soft brush and foam'),
  doorstepVan: scene('doorstep-van', 'The Auto Spa door-step van parked beside a customer’s car outside an apartment block'),
  doorstepWash: scene('doorstep-wash', 'A detailer wiping a green SUV with a waterless cleaner in an apartment parking'),
  processBooking: scene('process-booking', 'A phone showing the booking calendar next to a small car'),
  processInspection: scene('process-inspection', 'A magnifying glass checking the paint of a teal sedan'),
  processCompletion: scene('process-completion', 'A spotless navy luxury car with a green check mark'),
  newsMonsoon: scene('news-monsoon', 'A car parked under rain clouds in the monsoon'),
  newsRecycling: scene('news-recycling', 'A water recycling tank feeding clean water back to the wash'),
  before: { src: '/images/before-car.svg', width: 800, height: 450, alt: 'Before: a teal sedan covered in mud and dust' },
  after: { src: '/images/after-car.svg', width: 800, height: 450, alt: 'After: the same teal sedan clean and shining' },
  map: {
    src: '/images/map-gurugram.svg',
    width: 800,
    height: 450,
    alt: 'Map of the streets around Plot 42, Sector 18, Gurugram, with a pin on Auto Spa',
  },
  landing1: wide('landing-hero-1', 'The Auto Spa van arriving at an apartment block at dusk'),
  landing2: wide('landing-hero-2', 'A detailer wiping a luxury car with a waterless cleaner'),
  landing3: wide('landing-hero-3', 'A spotless SUV shining outside a home'),
  hatchback: carArt('hatchback', 'An amber hatchback'),
  sedan: carArt('sedan', 'A teal sedan'),
  suv: carArt('suv', 'A green SUV'),
  luxury: carArt('luxury', 'A navy luxury car'),
} satisfies Record<string, Art>;

/** The picture a content data file names by key (service-pages.json, home/services.json). */
export const artNamed = (key: string): Art => byKey(art, key, 'picture');

/** Portraits for testimonials and the team (decorative next to the person's name). */
export const avatar = (n: 1 | 2 | 3 | 4 | 5 | 6): Art => ({ src: `/images/avatar-${n}.svg`, width: 120, height: 120, alt: '' });
