import { accounts, hashPassword, type Database } from '@autospa/db';

// Demo sign-ins for every role (README lists them). Idempotent: existing rows are left alone.
export const DEMO_ACCOUNTS = [
  { typeOfUser: 'Admin', username: 'demo-admin', email: 'demo-admin@autospa.example', phone: '9000000001', password: 'DemoAdmin#2026' },
  {
    typeOfUser: 'Employee',
    username: 'demo-employee',
    email: 'demo-employee@autospa.example',
    phone: '9000000002',
    password: 'DemoEmployee#2026',
  },
  { typeOfUser: 'User', username: 'demo-user', email: 'demo-user@autospa.example', phone: '9000000003', password: 'DemoUser#2026' },
] as const;

export async function seedDemoAccounts(db: Database): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const isEmployee = demo.typeOfUser === 'Employee';
    await db
      .insert(accounts)
      .values({
        typeOfUser: demo.typeOfUser,
        username: demo.username,
        email: demo.email,
        phone: demo.phone,
        passwordHash: await hashPassword(demo.password),
        carNo: demo.typeOfUser === 'User' ? ['DL01AB1234', 'HR26DK4321'] : [],
        ...(isEmployee && { gender: 'Male', country: 'India', state: 'Haryana', pincode: '122015', dateOfBirth: '1994-08-21' }),
      })
      .onConflictDoNothing();
  }
}
