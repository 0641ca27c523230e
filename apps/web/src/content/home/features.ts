import { Award, Droplets, Hand, Leaf, ShieldCheck, Truck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type FeatureItem = { id: number; title: string; description: string; icon: LucideIcon };

// Why choose us (home). SPEC.md §1 claims on the home page: 25+ years of experience, founded in 2025.
export const homeFeatures: FeatureItem[] = [
  {
    id: 1,
    title: '25+ years of experience',
    description: 'Auto Spa was founded in 2025 by detailers who bring 25+ years of experience between them.',
    icon: Award,
  },
  {
    id: 2,
    title: 'Eco-friendly washing',
    description: 'Foam that needs less water, recycled rinse water and biodegradable shampoos.',
    icon: Leaf,
  },
  {
    id: 3,
    title: 'Contactless technology',
    description: 'Touch-free jets and soft microfibre: nothing abrasive ever touches your paint.',
    icon: Hand,
  },
  {
    id: 4,
    title: 'Authorised products',
    description: 'Only vehicle-safe shampoos, waxes and dressings from authorised suppliers.',
    icon: ShieldCheck,
  },
  {
    id: 5,
    title: 'Water saved on every wash',
    description: 'Our low-flow process uses 30% less water than a hose-pipe wash.',
    icon: Droplets,
  },
  { id: 6, title: 'We come to you', description: 'The door-step waterless wash cleans your car where it is parked.', icon: Truck },
];
