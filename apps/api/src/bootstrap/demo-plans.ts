import { createPlanBody, type CreatePlanBody } from '@autospa/contract';
import { plans, type Database } from '@autospa/db';
import { plansService } from '../modules/plans/plans-service.js';

// Issue 20's demo: the three kinds of plan a car wash sells, shown on the home page and bookable from My Plans.

const ALL_TYPES = ['Hatchback', 'Sedan', 'SUV', 'Luxury'];

export const DEMO_PLANS: CreatePlanBody[] = [
  {
    name: 'Daily Shine',
    kind: 'daily',
    pricePaise: 129_900,
    weekdays: [1, 2, 3, 4, 5, 6],
    serviceNames: ['Express Exterior Wash'],
    categoryNames: ALL_TYPES,
    description: 'Exterior cleaning of your car every morning from Monday to Saturday, with a photo of every visit.',
  },
  {
    name: 'Four Washes a Month',
    kind: 'monthly',
    pricePaise: 179_900,
    visits: 4,
    serviceNames: ['Basic Wash', 'Premium Wash'],
    categoryNames: ALL_TYPES,
    description: 'A wash a week: book each one as usual and it takes a credit instead of a price.',
  },
  {
    name: '10-Wash Pack',
    kind: 'pack',
    pricePaise: 399_900,
    visits: 10,
    validDays: 180,
    serviceNames: ['Basic Wash'],
    categoryNames: ALL_TYPES,
    description: 'Ten basic washes to use within six months.',
  },
];

/** After the demo catalog, once: only while there is no plan at all (the Admin's own plans are left alone). */
export async function seedDemoPlans(db: Database): Promise<void> {
  const [any] = await db.select({ id: plans.id }).from(plans).limit(1);
  if (any) return;
  const service = plansService(db);
  for (const plan of DEMO_PLANS) await service.create(createPlanBody.parse(plan));
}
