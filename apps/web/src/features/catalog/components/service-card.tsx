import { formatDuration, routes, type ServiceView } from '@autospa/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';

/** Where 'Book this' goes: Create Booking with the service chosen. */
export const bookServiceLink = (serviceName: string) =>
  `${routes.createBooking}?${new URLSearchParams({ service: serviceName }).toString()}`;

// One bookable service on the Services page: what it is, how long it takes, what it costs.
export function ServiceCard({ service, canBook }: { service: ServiceView; canBook: boolean }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy">{service.serviceName}</h2>
        <p className="shrink-0 text-lg font-bold text-teal-dark tabular-nums">{formatRupees(service.pricePaise)}</p>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <Clock aria-hidden="true" className="size-4" />
        {formatDuration(service.durationMinutes)}
      </p>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{service.description}</p>
      {canBook && (
        <Link to={bookServiceLink(service.serviceName)} className={`${buttonClasses('primary')} mt-4 self-start`}>
          Book this<span className="sr-only">: {service.serviceName}</span>
        </Link>
      )}
    </li>
  );
}
