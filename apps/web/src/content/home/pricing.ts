// SPEC.md §9 home pricing: starting prices in dollars, the same six features on each plan.
const features = ['Drive-Thru Wash', 'Hand Car Wash', 'Glass Polishing', 'Wheel Cleaning', 'Interior Detailing', 'Authorised Products'];

export type PricePlan = { price: string; name: string; features: string[]; popular?: boolean };

export const pricePlans: PricePlan[] = [
  { price: '$29.00', name: 'Standard Wash', features },
  { price: '$49.00', name: 'Shine Wash', features, popular: true },
  { price: '$69.00', name: 'Budget Friendly', features },
];

export const pricingNote = 'Starting prices; the final price may vary with the car’s size and condition.';
