import { formatInr, type BookingView } from '@autospa/contract';
import { CircleParking, MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { BookingStatusBadge } from './booking-status-badge';
import { serviceName, vehicleText } from './booking-text';
import { JobActions } from './job-actions';
import { addOnNames, carLooks, placeText, telHref } from './job-text';
import { PaymentBadge } from './payment-badge';

type JobCardProps = {
  booking: BookingView;
  now: number;
  onCompleted: (booking: BookingView) => boolean;
  onCollect: (booking: BookingView) => void;
};

// One job on the employee's phone: when and where, the plate to find the car by, what to do, whom to call.
export function JobCard({ booking: b, now, onCompleted, onCollect }: JobCardProps) {
  const plateId = useId();
  const addOns = addOnNames(b);
  const car = [carLooks(b), vehicleText(b)].filter(Boolean).join(' · ');
  const parkingNote = b.vehicle?.parkingNote;
  return (
    <article aria-labelledby={plateId} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-semibold text-navy">
          {b.time} <span className="font-normal text-slate-600">· {placeText(b)}</span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <BookingStatusBadge status={b.status} />
          <PaymentBadge status={b.paymentStatus} />
        </div>
      </div>
      <div>
        <h3 id={plateId} className="text-3xl font-bold tracking-wider break-all text-navy uppercase">
          {b.carNo.join(', ')}
        </h3>
        {car && <p className="text-sm text-slate-600">{car}</p>}
      </div>
      <div>
        <p className="font-semibold text-navy">{serviceName(b)}</p>
        {addOns.length > 0 && <p className="text-sm text-slate-700">+ {addOns.join(', ')}</p>}
        <p className="text-sm text-slate-600 tabular-nums">{formatInr(b.pricePaise)}</p>
      </div>
      {parkingNote && (
        <p className="flex gap-2 text-sm text-slate-700">
          <CircleParking aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
          <span className="min-w-0 break-words">Parking: {parkingNote}</span>
        </p>
      )}
      {(b.atDoor || b.address || b.landmark) && (
        <div className="flex gap-2 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
          <div className="min-w-0 break-words">
            <p>{b.address ?? 'Address not given'}</p>
            {b.landmark && <p className="text-slate-600">Landmark: {b.landmark}</p>}
          </div>
        </div>
      )}
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="min-w-0 truncate font-medium text-navy">
          {b.userId.username}
          {b.userId.typeOfUser === 'Guest' && (
            <span className="ml-1.5 align-middle">
              <StatusBadge tone="neutral">Guest</StatusBadge>
            </span>
          )}
        </p>
        {b.userId.phone && (
          <a href={telHref(b.userId.phone)} className={cn(buttonClasses('secondary'), 'h-12 shrink-0')}>
            <Phone aria-hidden="true" className="size-4" />
            Call<span className="sr-only"> {b.userId.username}</span>
          </a>
        )}
      </div>
      <JobActions booking={b} now={now} onCompleted={onCompleted} onCollect={onCollect} />
    </article>
  );
}
