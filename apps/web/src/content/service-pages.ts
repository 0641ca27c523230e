import { PUBLIC_SERVICE_KEYS, type PublicServiceKey } from '@autospa/contract';
import { byKey } from './by-key';
import { artNamed } from './images';
import { related, type ServicePageContent } from './service-page-kit';
import pages from './service-pages.json';

// The pages drawn by the service page layout, by key: What we do (SPEC.md §2 service marketing pages) and the
// three service pages SPEC.md shows only as link targets. Their texts are data in service-pages.json, one shape
// for all; pictures (images.ts), related links (service-page-kit.ts) and the catalog's services it lists (by Book
// Now choice or at-door) are named there by key. Prices and times are never in the texts: they are the catalog's.
export type ServicePageKey = keyof typeof pages;

type PageTexts = Omit<ServicePageContent, 'image' | 'blocks' | 'related' | 'catalog'> & {
  image: string;
  blocks: { title: string; body: string; points?: string[]; image?: string }[];
  related: string[];
  catalog: { keys?: string[]; atDoor?: boolean };
};

const serviceKey = (key: string): PublicServiceKey => {
  const known = PUBLIC_SERVICE_KEYS.find((k) => k === key);
  if (!known) throw new Error(`service-pages.json names an unknown service choice: ${key}`);
  return known;
};

const toPage = ({ image, blocks, related: links, catalog, ...texts }: PageTexts): ServicePageContent => ({
  ...texts,
  catalog: { ...(catalog.atDoor !== undefined && { atDoor: catalog.atDoor }), ...(catalog.keys && { keys: catalog.keys.map(serviceKey) }) },
  image: artNamed(image),
  blocks: blocks.map(({ image: picture, ...block }) => ({
    ...block,
    ...(picture !== undefined && { image: artNamed(picture) }),
  })),
  related: links.map((key) => byKey(related, key, 'related link')),
});

const texts: Record<ServicePageKey, PageTexts> = pages;
export const servicePages = Object.fromEntries(Object.entries(texts).map(([key, page]) => [key, toPage(page)])) as Record<
  ServicePageKey,
  ServicePageContent
>;
