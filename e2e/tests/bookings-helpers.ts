import { services, type Database } from '@autospa/db';
import { buildService } from '@autospa/db/testing';
import { expect, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

// Shared by the catalog-*.spec.ts and bookings-*.spec.ts files.

const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The business day (Asia/Kolkata, the server's default time zone) `days` from today, as YYYY-MM-DD. */
export const businessDay = (days = 0) => dayIn.format(new Date(Date.now() + days * 86_400_000));

/** Goes to a list screen and searches it; returns the one row that holds `text`. */
export async function findRow(page: Page, screen: string, searchLabel: string, text: string) {
  await page.goto(screen);
  await page.getByRole('searchbox', { name: searchLabel }).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Signs the page out locally, so the next signInAs starts from the login page. */
export async function signOutLocally(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

/** The service answering a Book Now choice; made once per database (the key is unique). */
export async function ensurePublicService(db: Database, key: 'basic' | 'interior' | 'exterior' | 'full') {
  const existing = await db.select().from(services).where(eq(services.publicKey, key));
  if (existing[0]) return existing[0];
  try {
    return await buildService(db, { publicKey: key, serviceName: `Book Now ${key} ${Date.now()}` });
  } catch {
    // Another test made it meanwhile.
    return (await db.select().from(services).where(eq(services.publicKey, key)))[0]!;
  }
}

/**
 * A start `hours` ahead plus a random part of `spread` hours: bookings of tests running side by side get starts
 * of their own, so that none fills a slot (3 bays) for another.
 */
export const startsIn = (hours: number, spread: number) => new Date(Date.now() + (hours + Math.random() * spread) * 3_600_000);
