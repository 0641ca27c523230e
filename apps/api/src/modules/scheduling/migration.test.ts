import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '@autospa/db';
import { createEmptyDatabase, databaseUrl, dropDatabase } from '@autospa/db/testing';

// Migration 0017 on a database of issue 16 with data: bays from the bay count, a bay for every booking that
// holds one (greedily by start), and an employee on two overlapping bookings keeps only the earlier one.

const NAME = `autospa_mig17_${process.pid}`;
let client: pg.Client;
const files = readdirSync(migrationsFolder())
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (file: string) => {
  for (const statement of readFileSync(join(migrationsFolder(), file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) await client.query(statement);
};
beforeAll(async () => {
  await createEmptyDatabase(inject('dbAdminUrl'), NAME);
  client = new pg.Client({ connectionString: databaseUrl(inject('dbAdminUrl'), NAME) });
  await client.connect();
  for (const file of files.filter((f) => f < '0017')) await run(file);
}, 120_000);
afterAll(async () => {
  await client.end();
  await dropDatabase(inject('dbAdminUrl'), NAME);
});

const EMPLOYEE = '00000000-0000-4000-8000-000000000001';
const SERVICE = '00000000-0000-4000-8000-0000000000a1';
// Times on 1 Dec 2030 (UTC), an hour each plus a 10-minute buffer, in a two-bay business.
const rows: [car: string, from: string, to: string, status: string, employee: boolean, atDoor: boolean][] = [
  ['KA01', '04:00', '05:00', 'Confirmed', true, false],
  ['KA02', '04:30', '05:30', 'Pending', true, false],
  ['KA03', '05:10', '06:00', 'Completed', false, false],
  ['KA04', '05:00', '06:00', 'Cancelled', false, false],
  ['KA05', '05:00', '06:00', 'Pending', false, true],
  ['KA06', '05:40', '06:30', 'Pending', true, false],
];

describe('migration 0017', () => {
  it('backfills named bays and bays of bookings, and unassigns an employee from the later of two overlapping bookings', async () => {
    await client.query(`insert into business_settings (id, bays) values (1, 2)`);
    await client.query(
      `insert into accounts (id, type_of_user, username, email, password_hash) values ($1, 'Employee', 'emp', 'e@x.test', 'x')`,
      [EMPLOYEE],
    );
    await client.query(
      `insert into services (id, service_name, description, price, price_paise, time, duration_minutes) values ($1, 'Wash', 'd', '₹100', 10000, '1 hour', 60)`,
      [SERVICE],
    );
    for (const [car, from, to, status, employee, atDoor] of rows)
      await client.query(
        `insert into bookings (guest_name, service_id, booking_date, starts_at, ends_at, car_no, status, employee_id, at_door, price, price_paise, duration_minutes, buffer_minutes)
         values ('Guest', $1, '2030-12-01', $2, $3, $4, $5, $6, $7, '₹100', 10000, 60, 10)`,
        [SERVICE, `2030-12-01T${from}:00Z`, `2030-12-01T${to}:00Z`, [car], status, employee ? EMPLOYEE : null, atDoor],
      );
    await run(files.find((f) => f.startsWith('0017'))!);

    const bays = await client.query<{ name: string; active: boolean }>(`select name, active from bays order by position`);
    expect(bays.rows).toEqual([
      { name: 'Bay 1', active: true },
      { name: 'Bay 2', active: true },
    ]);
    const after = await client.query<{ car: string; bay: string | null; employee: boolean }>(
      `select b.car_no[1] as car, y.name as bay, b.employee_id is not null as employee
       from bookings b left join bays y on y.id = b.bay_id order by b.car_no[1]`,
    );
    expect(after.rows).toEqual([
      { car: 'KA01', bay: 'Bay 1', employee: true },
      { car: 'KA02', bay: 'Bay 2', employee: false },
      { car: 'KA03', bay: 'Bay 1', employee: false },
      { car: 'KA04', bay: null, employee: false },
      { car: 'KA05', bay: null, employee: false },
      { car: 'KA06', bay: 'Bay 2', employee: true },
    ]);
    expect((await client.query(`select bays from business_settings`)).rows[0].bays).toBe(2);
  });
});
