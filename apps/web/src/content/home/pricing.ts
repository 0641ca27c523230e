import type { PublicServiceKey } from '@autospa/contract';

// SPEC.md §9 home pricing: the seed's three plans and their six features. Issue 18: a plan is a catalog service
// (by its public key); its amount is that service's "from" price, and a plan whose service is not bookable is
// not shown.
const features = ['Drive-Thru Wash', 'Hand Car Wash', 'Glass Polishing', 'Wheel Cleaning', 'Interior Detailing', 'Authorised Products'];

export type PricePlan = { name: string; serviceKey: PublicServiceKey; features: string[]; popular?: boolean };

export const pricePlans: PricePlan[] = [
  { name: 'Standard Wash', serviceKey: 'basic', features },
  { name: 'Shine Wash', serviceKey: 'exterior', features, popular: true },
  { name: 'Budget Friendly', serviceKey: 'full', features },
];

export const pricingNote = 'Starting prices; the final price depends on the type of car.';
