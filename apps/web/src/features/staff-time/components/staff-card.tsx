import type { OpeningHours, StaffMember } from '@autospa/contract';
import { Clock, Phone } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { weekSummary } from '@/lib/weekly-hours';
import { staffTexts } from './staff-texts';

type StaffCardProps = { member: StaffMember; openingHours: OpeningHours | undefined; onEdit: (m: StaffMember) => void };

// One employee and the week it works: its own shifts, or the opening hours it follows.
export function StaffCard({ member, openingHours, onEdit }: StaffCardProps) {
  const titleId = useId();
  const week = member.shifts ?? openingHours;
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold break-words text-navy">
        {member.username}
      </h2>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <a href={`tel:${member.phone}`} className="underline-offset-2 hover:underline">
          {member.phone}
        </a>
      </p>
      <div className="mt-3 flex-1 text-sm">
        <p className="flex items-center gap-2 font-medium text-navy">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {member.shifts ? 'Own weekly shifts' : staffTexts.followsOpeningHours}
        </p>
        {week && (
          <ul className="mt-1 space-y-0.5 pl-6 text-slate-700" aria-label={`Week of ${member.username}`}>
            {weekSummary(week).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4 sm:flex sm:justify-end">
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => onEdit(member)}>
          Edit shifts<span className="sr-only"> of {member.username}</span>
        </Button>
      </div>
    </li>
  );
}
