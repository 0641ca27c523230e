import { marketingRoutes as m } from '@autospa/contract';
import { Car, Droplets, Sparkles, SprayCan, Truck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { art, type Art } from '../images';

export type ServiceCard = {
  image: Art;
  title: string;
  description: string;
  color: 'teal' | 'eco' | 'amber' | 'navy';
  icon: LucideIcon;
  link: string;
};

// Offered services on home; links as SPEC.md §2 "Links on home" gives them.
export const offeredServices: ServiceCard[] = [
  {
    image: art.heroContactless,
    title: 'Express Exterior',
    description: 'Foam, contactless rinse and hand dry in about 30 minutes.',
    color: 'teal',
    icon: Droplets,
    link: m.carWashing,
  },
  {
    image: art.heroDetailing,
    title: 'Auto Detailing',
    description: 'Polish, wax and a deep interior clean that brings back the showroom look.',
    color: 'navy',
    icon: Sparkles,
    link: m.carCleaning,
  },
  {
    image: art.foamWash,
    title: 'Full Service Wash',
    description: 'Exterior wash plus vacuum, dashboard wipe and windows inside and out.',
    color: 'eco',
    icon: SprayCan,
    link: m.carCleaning,
  },
  {
    image: art.doorstepVan,
    title: 'Door-Step Waterless Wash',
    description: 'We bring the wash to your parking spot, with no water runoff.',
    color: 'amber',
    icon: Truck,
    link: m.doorstep,
  },
];

export type TimedService = {
  id: string;
  name: string;
  minutes: number;
  description: string;
  includes: string[];
  image: Art;
  link: string;
  icon: LucideIcon;
};

// SPEC.md §3 home static services: five wash services of 30, 45, 40, 50 and 60 minutes.
export const tabServices: TimedService[] = [
  {
    id: 'basic',
    name: 'Basic Wash',
    minutes: 30,
    description: 'A quick, thorough exterior clean for everyday dust and grime.',
    includes: ['Foam wash and rinse', 'Wheel and tyre cleaning', 'Hand dry with microfibre'],
    image: art.hatchback,
    link: m.exterior,
    icon: Droplets,
  },
  {
    id: 'premium',
    name: 'Premium Wash',
    minutes: 45,
    description: 'Our basic wash plus an interior vacuum, glass polish and tyre shine.',
    includes: ['Everything in Basic Wash', 'Interior vacuum and dashboard wipe', 'Glass polishing and tyre shine'],
    image: art.sedan,
    link: m.premium,
    icon: Sparkles,
  },
  {
    id: 'eco',
    name: 'Eco Waterless Wash',
    minutes: 40,
    description: 'A hand wash with plant-based waterless cleaner, at our bay or your door-step.',
    includes: ['Waterless lift-and-wipe cleaning', 'Streak-free glass', 'No runoff, no mess'],
    image: art.suv,
    link: m.doorstep,
    icon: Truck,
  },
  {
    id: 'wax',
    name: 'Wax & Polish',
    minutes: 50,
    description: 'A hand-applied wax that protects the paint and makes water bead off.',
    includes: ['Decontamination wash', 'Hand wax application', 'Buff to a deep gloss'],
    image: art.luxury,
    link: m.exterior,
    icon: SprayCan,
  },
  {
    id: 'interior',
    name: 'Interior Detailing',
    minutes: 60,
    description: 'Seats, carpets, dashboard and vents cleaned, and odours neutralised.',
    includes: ['Seat and carpet vacuum and shampoo', 'Dashboard and console detailing', 'Odour neutraliser'],
    image: art.sedan,
    link: m.interior,
    icon: Car,
  },
];
