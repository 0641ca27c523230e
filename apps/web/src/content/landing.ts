import { art, type Art } from './images';

// SPEC.md §3 landing hero text slides (welcome line, two-line headline).
export const landingTextSlides = [
  {
    welcome: 'WELCOME TO AUTO SPA HAND CAR WASH',
    lines: ['YOUR CAR IS ALWAYS', 'IN GREAT HANDS WITH US'],
    description: 'A hand wash at your door-step with plant-based waterless cleaners: no hose, no runoff, no waiting.',
  },
  {
    welcome: 'PREMIUM CAR CARE SERVICES',
    lines: ['WE MAKE YOUR CAR', 'LOOK BRAND NEW'],
    description: 'Trained detailers, authorised products and a quality check on every car before we hand it back.',
  },
  {
    welcome: 'ECO-FRIENDLY CAR WASH',
    lines: ['SAVE WATER,', 'SAVE YOUR CAR'],
    description: 'Our waterless formula lifts dirt safely off the paint and leaves nothing behind on your parking floor.',
  },
] as const;

export const landingBackgrounds: Art[] = [art.landing1, art.landing2, art.landing3];

// SPEC.md §3 shows three door-step packages priced '3k', '5k' and '9k': the page shows the catalog's services done
// at the door instead (with the prices they are booked at), each with one of these pictures in turn.
export const landingPackageArt: Art[] = [art.hatchback, art.sedan, art.luxury];

// SPEC.md §3 selling points.
export const sellingPoints = [
  {
    title: 'Comprehensive Cleaning Options',
    description: 'From a quick exterior wash to full detailing, pick exactly what your car needs.',
  },
  { title: 'Safe & Secure Handling', description: 'Non-abrasive, vehicle-safe products and trained hands on every panel.' },
  { title: 'Eco-Friendly Technology', description: 'Water-efficient, biodegradable solutions that leave no runoff behind.' },
  { title: 'Satisfaction Guaranteed', description: 'Not happy with a spot? Tell us before we leave and we clean it again.' },
  { title: 'Exceptional Quality Standards', description: 'A detailed quality check on every car before we hand it back.' },
];

export const whyChooseIntro =
  'Auto Spa brings trained detailers and premium waterless products to your door-step, so your car gets showroom care without a trip to the wash.';

/** SPEC.md §9 landing constants. */
export const LANDING_TEXT_MS = 5000;
export const LANDING_IMAGE_MS = 5000;
export const LANDING_IMAGE_FADE_MS = 1000;
export const LANDING_PACKAGES_MS = 4000;
