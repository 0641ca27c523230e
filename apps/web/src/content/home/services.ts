import { marketingRoutes } from '@autospa/contract';
import { Droplets, Sparkles, SprayCan, Truck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { byKey } from '../by-key';
import { artNamed, type Art } from '../images';
import services from './services.json';

const colors = { teal: 'teal', eco: 'eco', amber: 'amber', navy: 'navy' } as const;
const icons: Record<string, LucideIcon> = { Droplets, Sparkles, SprayCan, Truck };

export type ServiceCard = {
  image: Art;
  title: string;
  description: string;
  color: keyof typeof colors;
  icon: LucideIcon;
  link: string;
};

// The texts are data in services.json; pictures (images.ts), icons and pages (marketingRoutes) named by key.
const icon = (key: string) => byKey(icons, key, 'icon');
const link = (key: string) => byKey(marketingRoutes, key, 'page');

/** The home section's id, eyebrow, title and intro. */
export const offeredServicesHeading = services.heading;

// Offered services on home; links as SPEC.md §2 "Links on home" gives them.
export const offeredServices: ServiceCard[] = services.offered.map((s) => ({
  ...s,
  color: byKey(colors, s.color, 'colour'),
  icon: icon(s.icon),
  image: artNamed(s.image),
  link: link(s.link),
}));
