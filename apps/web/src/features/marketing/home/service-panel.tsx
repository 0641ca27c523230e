import { formatDuration, type PublicServiceView } from '@autospa/contract';
import { Clock, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { art } from '@/content/images';
import { bookServiceHref } from '@/lib/book-link';
import { cn } from '@/lib/cn';
import { Illustration } from '../shared/illustration';

// The catalog has no pictures: the panels take turns with the four car drawings (decorative, wide screens only).
const cars = [art.hatchback, art.sedan, art.suv, art.luxury];

/** One catalog service in the wash menu: its minutes, "from" price, description and its own Book link. */
export function ServicePanel({ service, position }: { service: PublicServiceView; position: number }) {
  return (
    <div className="relative grid h-full items-center gap-8 rounded-3xl border border-slate-200 bg-white p-5 md:bg-foam md:grid-cols-2 md:p-10">
      <div>
        <p className="flex flex-wrap gap-2 text-sm font-semibold">
          <span className="inline-flex items-center gap-2 rounded-full bg-teal px-3 py-1 text-white">
            <Clock aria-hidden="true" className="size-4" />
            {formatDuration(service.durationMinutes)}
          </span>
          {service.atDoor && (
            <span className="inline-flex items-center gap-2 rounded-full bg-amber px-3 py-1 text-navy">
              <Truck aria-hidden="true" className="size-4" />
              At your door
            </span>
          )}
        </p>
        <h3 className="mt-4 text-2xl font-bold">{service.serviceName}</h3>
        <p className="mt-1">
          <span className="text-slate-600">from </span>
          <span data-testid="service-from" className="text-3xl font-bold text-navy">
            {service.from}
          </span>
        </p>
        {service.description && <p className="mt-3 line-clamp-3 text-slate-600 md:line-clamp-none">{service.description}</p>}
        <Link to={bookServiceHref(service.serviceName)} className={cn(buttonClasses('primary', 'lg'), 'mt-5 w-full sm:w-auto')}>
          Book this wash<span className="sr-only">: {service.serviceName}</span>
        </Link>
      </div>
      <Illustration art={cars[position % cars.length]!} decorative className="mx-auto hidden h-auto w-full max-w-md md:block" />
    </div>
  );
}
