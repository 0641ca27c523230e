import type { BookingView } from '@autospa/contract';
import { AlertTriangle, Clock, UserCheck, UserX } from 'lucide-react';
import type { DragEvent } from 'react';
import { cn } from '@/lib/cn';
import { blockLabel, flagsOf, type TimelineFlag } from './timeline-flags';
import { clockOf } from './timeline-time';

export const EMPLOYEE_DRAG_TYPE = 'application/x-autospa-employee';

const flagIcon = { late: AlertTriangle, soon: Clock, unassigned: UserX } as const;

const shortText = { late: 'Late', soon: 'Unconfirmed', unassigned: 'Unassigned' } as const;

/** Issue 19: the customer answered a reminder with "I'm coming". */
function ComingMark({ iconOnly }: { iconOnly: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-1 font-semibold" data-testid="coming-mark">
      <UserCheck aria-hidden="true" className="size-3.5 shrink-0" />
      {!iconOnly && <span className="truncate">Coming</span>}
    </span>
  );
}

/** A flag as icon and words; shorter on a block (two flags: icons only), where the full words are in the block's label. */
export function FlagLine({ flag, short }: { flag: TimelineFlag; short?: 'word' | 'icon' }) {
  const Icon = flagIcon[flag.kind];
  return (
    <span className={cn('flex min-w-0 items-center gap-1 font-semibold', flag.kind !== 'unassigned' && 'text-red-800')}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {short !== 'icon' && <span className="truncate">{short ? shortText[flag.kind] : flag.text}</span>}
    </span>
  );
}

type BlockProps = {
  booking: BookingView;
  zone: string;
  now: number;
  compact: boolean;
  /** An employee chip dropped on the block. */
  onEmployeeDrop: (booking: BookingView, employeeId: string) => void;
};

/**
 * A block's content. The calendar draws the block itself as a button; its name is the full label (time, plate,
 * service, status, bay, flags) and what shows is the short version.
 */
export function TimelineBlock({ booking, zone, now, compact, onEmployeeDrop }: BlockProps) {
  const flags = flagsOf(booking, now);
  const clock = clockOf(booking.startsAt, zone);
  const plate = booking.carNo[0] ?? booking.reference;
  const coming = Boolean(booking.customerConfirmedAt);
  const accepts = (e: DragEvent) => e.dataTransfer.types.includes(EMPLOYEE_DRAG_TYPE);
  return (
    <div
      data-booking-id={booking._id}
      className="flex h-full flex-col gap-0.5 overflow-hidden text-xs leading-tight"
      onDragOver={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'link';
      }}
      onDrop={(e) => {
        const id = e.dataTransfer.getData(EMPLOYEE_DRAG_TYPE);
        if (!id) return;
        e.preventDefault();
        e.stopPropagation();
        onEmployeeDrop(booking, id);
      }}
    >
      <span className="sr-only">
        {blockLabel(booking, clock, flags)}
        {coming && ', customer says they are coming'}
      </span>
      <span aria-hidden="true" className="flex min-w-0 flex-col gap-0.5">
        {/* A week's block is narrow: the plate's last four, as people say a car's number. */}
        <span className={cn('font-bold', compact ? 'overflow-hidden text-[0.625rem] tracking-tight' : 'truncate text-[0.8125rem]')}>
          {compact ? plate.slice(-4) : plate}
        </span>
        {coming && <ComingMark iconOnly={compact} />}
        {!compact && (
          <>
            <span className="truncate">
              {clock} · {booking.status}
            </span>
            {flags.length > 0 && (
              <span className="flex min-w-0 items-center gap-2">
                {flags.map((f) => (
                  <FlagLine key={f.kind} flag={f} short={flags.length > 1 ? 'icon' : 'word'} />
                ))}
              </span>
            )}
            <span className="truncate">{booking.service[0]?.serviceName}</span>
            {booking.employee && <span className="truncate">{booking.employee.username}</span>}
          </>
        )}
      </span>
    </div>
  );
}
