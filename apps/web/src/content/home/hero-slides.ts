import { marketingRoutes, routes } from '@autospa/contract';
import type { Art } from '../art-kit';
import { heroArt as art } from '../hero-art';

export type HeroSlide = {
  id: number;
  image: Art;
  subtitle: string;
  title: string;
  desc: string;
  btn1: string;
  btn2: string;
  link1: string;
  link2: string;
};

// SPEC.md §2 Hero slider: the three slides, their texts and links word for word. 'what-we-do/carwashing' is
// relative in SPEC.md; from the home page it resolves to the same absolute path used here.
export const heroSlides: HeroSlide[] = [
  {
    id: 1,
    image: art.heroDetailing,
    subtitle: 'PREMIUM SERVICE',
    title: 'Professional Detailing',
    desc: 'Paint polishing, deep interior cleaning and a protective wax, finished by hand by trained detailers with authorised products.',
    btn1: 'View Details',
    link1: marketingRoutes.aboutUs,
    btn2: 'Book Now',
    link2: routes.book,
  },
  {
    id: 2,
    image: art.heroEco,
    subtitle: 'ECO FRIENDLY',
    title: 'Water Saving Wash',
    desc: 'Low-flow foam and recycled rinse water save 30% water on every wash, with biodegradable shampoos that are gentle on paint.',
    btn1: 'Learn More',
    link1: marketingRoutes.carWashing,
    btn2: 'Book Service',
    link2: routes.book,
  },
  {
    id: 3,
    image: art.heroContactless,
    subtitle: 'MODERN EQUIPMENT',
    title: 'Contactless Car Wash',
    desc: 'Touch-free high-pressure jets lift the dirt, then soft microfibre dries every panel. No brushes, no swirl marks.',
    btn1: 'Read More',
    link1: marketingRoutes.carWashing,
    btn2: 'Order Now',
    link2: routes.book,
  },
];

/** SPEC.md §9: 3 slides, auto-advance 6000 ms, fade 700 ms. */
export const HERO_AUTOPLAY_MS = 6000;
export const HERO_FADE_MS = 700;
