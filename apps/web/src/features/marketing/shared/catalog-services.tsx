import { formatDuration, type PublicServiceView } from '@autospa/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { bookServiceHref } from '@/lib/catalog-pick';

// The catalog's services as a visitor books them: name, what is done, minutes and the lowest price any car pays.
export function CatalogServices({ services }: { services: readonly PublicServiceView[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((s) => (
        <li key={s.serviceName} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6" data-testid="catalog-service">
          <h3 className="text-lg font-semibold text-navy">{s.serviceName}</h3>
          <p className="mt-2 flex-1 text-slate-600">{s.description}</p>
          <p className="mt-4 flex items-center justify-between gap-3">
            <span className="text-2xl font-bold text-teal">
              <span className="text-sm font-semibold text-slate-600">From </span>
              {s.from}
            </span>
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Clock aria-hidden="true" className="size-4" />
              {formatDuration(s.durationMinutes)}
            </span>
          </p>
          <Link to={bookServiceHref(s)} className={`${buttonClasses('primary')} mt-4`}>
            Book<span className="sr-only"> {s.serviceName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
