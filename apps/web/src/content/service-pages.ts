import { serviceDetailPages } from './service-detail-pages';
import { whatWeDoPages } from './what-we-do-pages';

// Every page drawn by the service page layout, by key.
export const servicePages = { ...whatWeDoPages, ...serviceDetailPages };
export type ServicePageKey = keyof typeof servicePages;
