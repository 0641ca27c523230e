import { byKey } from './by-key';
import { artNamed } from './images';
import { related, type ServicePageContent } from './service-page-kit';
import pages from './service-pages.json';

// The pages drawn by the service page layout, by key: What we do (SPEC.md §2 service marketing pages) and the
// three service pages SPEC.md shows only as link targets. Their texts are data in service-pages.json, one shape
// for all; pictures (images.ts) and related links (service-page-kit.ts) are named there by key.
export type ServicePageKey = keyof typeof pages;

type PageTexts = Omit<ServicePageContent, 'image' | 'blocks' | 'related'> & {
  image: string;
  blocks: { title: string; body: string; points?: string[]; image?: string }[];
  related: string[];
};

const toPage = ({ image, blocks, related: links, ...texts }: PageTexts): ServicePageContent => ({
  ...texts,
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
