import type { IndianState } from '@autospa/contract';

// The Careers menu's six cities (SPEC.md §2) and the state each belongs to.
export const careerCities = [
  { slug: 'gurgaon', name: 'Gurgaon', state: 'Haryana' },
  { slug: 'delhi', name: 'Delhi', state: 'Delhi' },
  { slug: 'bengaluru', name: 'Bengaluru', state: 'Karnataka' },
  { slug: 'chennai', name: 'Chennai', state: 'Tamil Nadu' },
  { slug: 'greater-mumbai', name: 'Greater Mumbai', state: 'Maharashtra' },
  { slug: 'chandigarh', name: 'Chandigarh', state: 'Chandigarh' },
] as const satisfies ReadonlyArray<{ slug: string; name: string; state: IndianState }>;

export type CareerCity = (typeof careerCities)[number];
export type CitySlug = CareerCity['slug'];

export function findCity(slug: string | null): CareerCity | undefined {
  return careerCities.find((c) => c.slug === slug);
}
