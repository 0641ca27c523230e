import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts, hashPassword, type Database } from '@autospa/db';

interface AdminSettings {
  ADMIN_USERNAME?: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  ADMIN_PHONE?: string;
}

/**
 * Creates the first Admin when the database has none. Without ADMIN_PASSWORD a password is generated and
 * returned so the caller can print it once; it is stored only as a hash.
 */
export async function ensureFirstAdmin(
  db: Database,
  settings: AdminSettings,
): Promise<{ username: string; generatedPassword?: string } | undefined> {
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.typeOfUser, 'Admin')).limit(1);
  if (existing) return undefined;
  const username = settings.ADMIN_USERNAME ?? 'admin';
  const generatedPassword = settings.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const password = settings.ADMIN_PASSWORD ?? generatedPassword!;
  const inserted = await db
    .insert(accounts)
    .values({
      typeOfUser: 'Admin',
      username,
      email: (settings.ADMIN_EMAIL ?? 'admin@autospa.example').toLowerCase(),
      phone: settings.ADMIN_PHONE ?? null,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (inserted.length === 0)
    throw new Error(`Cannot create the first Admin: the username, email or phone of ADMIN_* is already used by another account.`);
  return { username, generatedPassword };
}
