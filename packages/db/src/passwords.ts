import { hash, verify } from '@node-rs/argon2';

// OWASP ASVS argon2id parameters (DESIGN.md): 19 MiB, 2 passes, 1 lane.
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A fixed hash to verify against when no account matches, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password', options);
  try {
    const ok = await verify(passwordHash ?? (await dummyHash), password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}
