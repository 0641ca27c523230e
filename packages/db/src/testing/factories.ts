import { randomBytes } from 'node:crypto';
import type { Database } from '../client.js';
import { hashPassword } from '../passwords.js';
import { accounts, type Account, type NewAccount } from '../schema/index.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
const digits = () => String(6_000_000_000 + Math.floor(Math.random() * 3_999_999_999));

export const DEFAULT_TEST_PASSWORD = 'correct-horse-9';

// Builds a real account row; the password is kept beside it so tests can sign in.
export async function buildAccount(
  db: Database,
  overrides: Partial<Omit<NewAccount, 'passwordHash'>> & { password?: string } = {},
): Promise<Account & { password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const id = unique();
  const [row] = await db
    .insert(accounts)
    .values({
      typeOfUser: 'User',
      username: `user_${id}`,
      email: `user_${id}@example.test`,
      phone: digits(),
      carNo: ['DL01AB1234'],
      ...rest,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export const buildUser = (db: Database, o: Parameters<typeof buildAccount>[1] = {}) => buildAccount(db, { typeOfUser: 'User', ...o });
export const buildAdmin = (db: Database, o: Parameters<typeof buildAccount>[1] = {}) =>
  buildAccount(db, { typeOfUser: 'Admin', carNo: [], ...o });
export const buildEmployee = (db: Database, o: Parameters<typeof buildAccount>[1] = {}) =>
  buildAccount(db, {
    typeOfUser: 'Employee',
    carNo: [],
    gender: 'Female',
    country: 'India',
    state: 'Haryana',
    pincode: '122015',
    dateOfBirth: '1995-04-12',
    ...o,
  });
