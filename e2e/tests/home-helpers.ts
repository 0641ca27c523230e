import { api, type PublicServiceKey, type PublicSiteView } from '@autospa/contract';
import type { Database } from '@autospa/db';
import { expect, type Page } from '@playwright/test';
import { ensurePublicService } from './bookings-helpers';

// Shared by the public-home*.spec.ts and book-preselect.spec.ts files: the catalog the home page shows.

/** The services of the home page's three plans (Standard Wash, Shine Wash, Budget Friendly). */
export async function ensurePlanServices(db: Database) {
  return Promise.all((['basic', 'exterior', 'full'] as const).map((key) => ensurePublicService(db, key)));
}

/** What the public pages show, as GET /tor/get-public-site answers now. */
export async function publicSite(page: Page): Promise<PublicSiteView> {
  const response = await page.request.get(api.getPublicSite);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicSiteView;
}

export function serviceWithKey(site: PublicSiteView, key: PublicServiceKey) {
  const service = site.services.find((s) => s.publicKey === key);
  expect(service, `an active service with the public key ${key}`).toBeDefined();
  return service!;
}

/** The booking page with a service chosen, as the home page links it. */
export const bookHref = (serviceName: string) => `/book?${new URLSearchParams({ service: serviceName }).toString()}`;
