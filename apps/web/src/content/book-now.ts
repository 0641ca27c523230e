import type { PublicServiceKey } from '@autospa/contract';
import { art, type Art } from './images';

// SPEC.md §3 public booking form: service keys and car types, with the words shown for them.
export const bookableServices: { key: PublicServiceKey; name: string; time: string; description: string; image: Art }[] = [
  { key: 'basic', name: 'Basic Wash', time: 'about 30 min', description: 'Foam wash, rinse, wheels and a hand dry.', image: art.hatchback },
  {
    key: 'interior',
    name: 'Interior Cleaning',
    time: 'about 60 min',
    description: 'Vacuum, dashboard, windows and odour neutraliser.',
    image: art.sedan,
  },
  {
    key: 'exterior',
    name: 'Exterior Detailing',
    time: 'about 50 min',
    description: 'Decontamination wash, hand wax and tyre shine.',
    image: art.suv,
  },
  { key: 'full', name: 'Full Service', time: '1-2 hours', description: 'Exterior and interior, the complete clean.', image: art.luxury },
];

export const carTypeLabels = { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', luxury: 'Luxury' } as const;
