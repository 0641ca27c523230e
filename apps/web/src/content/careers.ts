import type { CitySlug } from './career-cities';

export { careerCities, findCity, type CitySlug } from './career-cities';

export type Opening = {
  id: string;
  title: string;
  type: string;
  experience: string;
  summary: string;
  duties: string[];
  cities: CitySlug[];
};

// SPEC.md §3: three sample openings.
export const openings: Opening[] = [
  {
    id: 'wash-technician',
    title: 'Car Wash Technician',
    type: 'Full-time',
    experience: '0–2 years; we train you',
    summary: 'Run our foam wash and contactless bays, and hand-finish every car before it leaves.',
    duties: [
      'Pre-rinse, foam, wash and dry cars to our checklist',
      'Keep bays, brushes and microfibres clean',
      'Walk customers round their car at hand-over',
    ],
    cities: ['gurgaon', 'delhi', 'bengaluru', 'chennai', 'greater-mumbai', 'chandigarh'],
  },
  {
    id: 'detailing-specialist',
    title: 'Detailing Specialist',
    type: 'Full-time',
    experience: '2+ years of paint or interior detailing',
    summary: 'Polish, wax and deep-clean interiors for our premium and detailing packages.',
    duties: [
      'Machine polishing and wax or sealant application',
      'Interior shampoo, leather care and odour treatment',
      'Inspect each car and record its condition before work',
    ],
    cities: ['gurgaon', 'delhi', 'bengaluru', 'greater-mumbai'],
  },
  {
    id: 'doorstep-executive',
    title: 'Door-Step Service Executive',
    type: 'Full-time',
    experience: 'A two-wheeler licence; 1+ year in car care preferred',
    summary: 'Take our waterless wash to customers’ homes and offices with the Auto Spa van kit.',
    duties: [
      'Arrive on time for each booked slot in your area',
      'Clean cars with our waterless products, no runoff',
      'Take payment by UPI or card and confirm the next visit',
    ],
    cities: ['gurgaon', 'delhi', 'bengaluru', 'chennai', 'chandigarh'],
  },
];
