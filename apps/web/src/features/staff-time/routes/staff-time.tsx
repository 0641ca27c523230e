import type { StaffMember } from '@autospa/contract';
import { useState } from 'react';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useOpeningHours } from '../api/get-opening-hours';
import { useStaff } from '../api/get-staff';
import { ShiftsDialog } from '../components/shifts-dialog';
import { StaffCard } from '../components/staff-card';
import { staffTexts } from '../components/staff-texts';

// Issue 17: /staff-time (Admin). Each active employee's weekly shifts; none set means the opening hours.
export function StaffTimeRoute() {
  const staff = useStaff();
  const openingHours = useOpeningHours();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  return (
    <>
      <PageHeader
        title="Staff time"
        description="When each employee works. Jobs are assigned only inside these hours; leave is approved on the Leave screen."
        actions={<RefreshButton onClick={() => void staff.refetch()} busy={staff.isFetching} />}
      />
      {staff.isPending ? (
        <ListLoading text={staffTexts.loading} />
      ) : staff.isError ? (
        <ListError text={staffTexts.failedFetch} />
      ) : staff.data.length === 0 ? (
        <ListEmpty title="No employees yet">Create an employee first; their shifts are set here.</ListEmpty>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Employees" aria-busy={staff.isFetching}>
          {staff.data.map((m) => (
            <StaffCard key={m._id} member={m} openingHours={openingHours.data} onEdit={setEditing} />
          ))}
        </ul>
      )}
      <ShiftsDialog member={editing} openingHours={openingHours.data} onClose={() => setEditing(null)} />
    </>
  );
}
