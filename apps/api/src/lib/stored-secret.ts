import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets, type Database } from '@autospa/db';

/** The app's own key of this name: made on first use (whichever instance comes first wins), the same ever after. */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.secret;
}
