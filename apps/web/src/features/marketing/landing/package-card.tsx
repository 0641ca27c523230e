import { formatDuration, type PublicServiceView } from '@autospa/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import type { Art } from '@/content/images';
import { bookServiceHref } from '@/lib/catalog-pick';
import { Illustration } from '../shared/illustration';

type PackageCardProps = { service: PublicServiceView; art: Art; position: number; total: number; active: boolean };

// One door-step service of the catalog: its time, its lowest price and a way to book it.
export function PackageCard({ service, art, position, total, active }: PackageCardProps) {
  return (
    <li
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${service.serviceName}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className="flex w-full shrink-0 flex-col rounded-3xl bg-navy p-6 text-white sm:p-8"
    >
      <div className="flex items-center justify-between text-sm font-semibold">
        <span className="rounded-full bg-white/10 px-3 py-1" data-testid="package-counter">
          {position}/{total}
        </span>
        <span className="inline-flex items-center gap-1.5 text-aqua">
          <Clock aria-hidden="true" className="size-4" />
          {formatDuration(service.durationMinutes)}
        </span>
      </div>
      <Illustration art={art} decorative className="mx-auto mt-4 h-auto w-full max-w-64" />
      <p className="mt-4 text-4xl font-extrabold text-amber">
        <span className="text-base font-semibold text-slate-200">From </span>
        {service.from}
      </p>
      <h3 className="mt-1 text-2xl font-bold">{service.serviceName}</h3>
      <p className="mt-3 flex-1 text-slate-100">{service.description}</p>
      <Link to={bookServiceHref(service)} className={`${buttonClasses('primary')} mt-6 self-start`}>
        Book<span className="sr-only"> {service.serviceName}</span>
      </Link>
    </li>
  );
}
