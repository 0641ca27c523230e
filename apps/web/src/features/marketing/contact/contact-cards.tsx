import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { telHref } from '@/content/business';
import { usePublicSite } from '@/lib/public-site';
import { openingHoursLines } from '../shared/opening-hours-text';

function Card({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6">
      <span className="flex size-11 items-center justify-center rounded-xl bg-teal text-white">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-1 text-slate-600">{children}</div>
    </li>
  );
}

const link = 'block font-medium text-teal hover:underline focus-visible:outline-2';

export function ContactCards() {
  const { business, openingHours } = usePublicSite();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <Card icon={MapPin} title="Address">
        <address className="not-italic">{business.addressLine}</address>
        <a href={business.mapUrl} target="_blank" rel="noopener noreferrer" className={link}>
          Get directions<span className="sr-only"> (opens the map in a new tab)</span>
        </a>
      </Card>
      <Card icon={Phone} title="Phone">
        {business.phones.map((p) => (
          <a key={p} href={telHref(p)} className={link}>
            {p}
          </a>
        ))}
      </Card>
      <Card icon={Mail} title="Email">
        {business.emails.map((e) => (
          <a key={e} href={`mailto:${e}`} className={link}>
            {e}
          </a>
        ))}
      </Card>
      <Card icon={Clock} title="Working hours">
        {openingHoursLines(openingHours).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Card>
    </ul>
  );
}
