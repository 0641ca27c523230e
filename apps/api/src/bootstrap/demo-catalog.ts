import { parseDuration, parsePrice, type PublicServiceKey } from '@autospa/contract';
import { categories, services, subCategories, type Database } from '@autospa/db';

// SPEC.md's washes with rupee prices and the durations its FAQ gives; the four Book Now choices map here.
export const DEMO_SERVICES: {
  serviceName: string;
  description: string;
  price: string;
  time: string;
  publicKey: PublicServiceKey | null;
}[] = [
  {
    serviceName: 'Basic Wash',
    description: 'Exterior foam wash, rinse and dry, wheel and tyre cleaning, exterior windows.',
    price: '499 rs',
    time: '30 min',
    publicKey: 'basic',
  },
  {
    serviceName: 'Express Exterior Wash',
    description: 'Foam wash, hand dry, tyre shine and glass polish for the outside of the car.',
    price: '599 rs',
    time: '40 min',
    publicKey: 'exterior',
  },
  {
    serviceName: 'Premium Wash',
    description: 'Basic wash plus hand wax, tyre shine, interior vacuum and dashboard wipe.',
    price: '799 rs',
    time: '45 min',
    publicKey: null,
  },
  {
    serviceName: 'Interior Cleaning',
    description: 'Dashboard and console wipe, carpet and seat vacuuming, interior windows, odour neutraliser.',
    price: '999 rs',
    time: '1 hr',
    publicKey: 'interior',
  },
  {
    serviceName: 'Wax & Polish',
    description: 'Hand wax and machine polish for a deep, lasting shine.',
    price: '1299 rs',
    time: '1 hr',
    publicKey: null,
  },
  {
    serviceName: 'Full Service Wash',
    description: 'Inside and out: exterior wash and wax, deep interior cleaning, tyre shine and trim restore.',
    price: '1499 rs',
    time: '1 hr 30 min',
    publicKey: 'full',
  },
  {
    serviceName: 'Car Detailing',
    description: 'Premium detailing: clay bar, machine polish, engine bay cleaning and interior shampoo.',
    price: '2999 rs',
    time: '2-4 hours',
    publicKey: null,
  },
];

export const DEMO_CATEGORIES: Record<string, string[]> = {
  Hatchback: ['Compact Hatchback', 'Premium Hatchback'],
  Sedan: ['Compact Sedan', 'Executive Sedan'],
  SUV: ['Compact SUV', '7-Seater SUV'],
  Luxury: ['Luxury Sedan', 'Luxury SUV'],
};

/** Idempotent: rows that already exist (by name) are left as they are, including any the Admin edited. */
export async function seedDemoCatalog(db: Database): Promise<void> {
  for (const s of DEMO_SERVICES) {
    const values = { ...s, pricePaise: parsePrice(s.price)!, durationMinutes: parseDuration(s.time)! };
    await db.insert(services).values(values).onConflictDoNothing();
  }
  for (const name of Object.keys(DEMO_CATEGORIES)) await db.insert(categories).values({ name }).onConflictDoNothing();
  const rows = await db.select().from(categories);
  for (const [name, subs] of Object.entries(DEMO_CATEGORIES)) {
    const category = rows.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!category) continue;
    for (const subName of subs) await db.insert(subCategories).values({ categoryId: category.id, subName }).onConflictDoNothing();
  }
}
