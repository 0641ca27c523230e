import { vehicles, type Database } from '@autospa/db';

/**
 * The car numbers a customer gives at sign-up become its first vehicles (issue 16). Their type is unknown
 * (no category) until the customer sets it on My Vehicles. Called in the transaction that creates the account.
 */
export async function addFirstVehicles(db: Pick<Database, 'insert'>, userId: string, plates: readonly string[]): Promise<void> {
  const unique = [...new Set(plates)];
  if (unique.length === 0) return;
  await db
    .insert(vehicles)
    .values(unique.map((plate) => ({ userId, plate })))
    .onConflictDoNothing();
}
