import type { StaffMember } from '@autospa/contract';
import { GripVertical } from 'lucide-react';
import { EMPLOYEE_DRAG_TYPE } from './timeline-block';

/** The team as chips to drop on a block; a booking's quick actions do the same from the keyboard. */
export function TimelineStaffChips({ staff }: { staff: StaffMember[] }) {
  if (staff.length === 0) return null;
  return (
    <section aria-label="Employees" className="mb-3 flex flex-wrap items-center gap-2">
      <p className="text-sm text-slate-600">Drag an employee onto a booking to assign (or open the booking and choose Assign):</p>
      <ul className="flex flex-wrap gap-2">
        {staff.map((s) => (
          <li
            key={s._id}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(EMPLOYEE_DRAG_TYPE, s._id);
              e.dataTransfer.setData('text/plain', s.username);
              e.dataTransfer.effectAllowed = 'link';
            }}
            className="flex cursor-grab items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-3 pl-2 text-sm font-medium text-navy shadow-sm active:cursor-grabbing"
          >
            <GripVertical aria-hidden="true" className="size-4 text-slate-500" />
            {s.username}
          </li>
        ))}
      </ul>
    </section>
  );
}
