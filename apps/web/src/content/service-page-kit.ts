import { marketingRoutes as m } from '@autospa/contract';
import type { CatalogPick } from '@/lib/catalog-pick';
import type { Stat } from './claims';
import type { Art } from './images';

export type ServiceBlock = { title: string; body: string; points?: string[]; image?: Art };
export type RelatedLink = { label: string; to: string; text: string };

export type ServicePageContent = {
  metaTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  lead: string;
  image: Art;
  highlights?: Stat[];
  blocks: ServiceBlock[];
  related: RelatedLink[];
  /** The catalog's services the page lists with their prices. */
  catalog: CatalogPick;
};

export const related = {
  carWashing: { label: 'Car Washing', to: m.carWashing, text: 'Foam, contactless and eco washes.' },
  carCleaning: { label: 'Car Cleaning', to: m.carCleaning, text: 'Interior cleaning and full detailing.' },
  solutions: { label: 'Solutions', to: m.solutions, text: 'Memberships, fleets and housing societies.' },
  exterior: { label: 'Exterior wash', to: m.exterior, text: 'Paint, glass and wheels, made to shine.' },
  interior: { label: 'Interior cleaning', to: m.interior, text: 'Seats, carpets and dashboard, fresh again.' },
  premium: { label: 'Premium detailing', to: m.premium, text: 'Polish, wax and a deep clean, inside and out.' },
  doorstep: { label: 'Door-step waterless wash', to: m.doorstep, text: 'We come to your parking spot.' },
} satisfies Record<string, RelatedLink>;
