import { isNull } from 'drizzle-orm';
import type { BusinessDetails } from '@autospa/contract';
import { businessSettings, type Database } from '@autospa/db';
import { businessColumns } from '../modules/settings/service.js';

/**
 * Gives the settings the configured business details (BUSINESS_* variables) while they have none: a fresh
 * database starts with them; once there (or edited by the Admin) the configuration no longer changes them.
 */
export async function seedBusinessDetails(db: Database, business: BusinessDetails): Promise<void> {
  const columns = businessColumns(business);
  await db
    .insert(businessSettings)
    .values({ id: 1, ...columns })
    .onConflictDoUpdate({ target: businessSettings.id, set: columns, where: isNull(businessSettings.name) });
}
