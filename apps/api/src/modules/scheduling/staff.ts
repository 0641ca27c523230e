import { and, asc, eq } from 'drizzle-orm';
import { schedulingMessages, type OpeningHours, type StaffMember } from '@autospa/contract';
import { accounts, type Database } from '@autospa/db';
import { httpErrors } from '@fastify/sensible';

// Employees' weekly shifts (issue 17): null works whenever the business is open. The capacity trigger refuses
// assigning an employee to a booking outside its shift (migration 0017).

const staffColumns = { id: accounts.id, username: accounts.username, phone: accounts.phone, shifts: accounts.shifts };
const isActiveEmployee = and(eq(accounts.typeOfUser, 'Employee'), eq(accounts.active, true));

function toStaffMember(row: { id: string; username: string; phone: string | null; shifts: unknown }): StaffMember {
  return { _id: row.id, username: row.username, phone: row.phone ?? '', shifts: (row.shifts as OpeningHours | null) ?? null };
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db.select(staffColumns).from(accounts).where(isActiveEmployee).orderBy(asc(accounts.username));
  return rows.map(toStaffMember);
}

export async function updateShifts(db: Database, id: string, shifts: OpeningHours | null): Promise<StaffMember> {
  const [row] = await db
    .update(accounts)
    .set({ shifts, updatedAt: new Date() })
    .where(and(eq(accounts.id, id), isActiveEmployee))
    .returning(staffColumns);
  if (!row) throw httpErrors.notFound(schedulingMessages.notAnEmployee);
  return toStaffMember(row);
}
