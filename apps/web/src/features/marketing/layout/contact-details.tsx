import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { telHref } from '@/content/business';
import { usePublicSite } from '@/lib/public-site';
import { openingHoursLines } from '../shared/opening-hours-text';

function Row({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="shrink-0">
        <Icon aria-hidden="true" className="mt-0.5 size-5 text-aqua" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

// Address, phones, emails and opening hours: the settings the Admin edits (usePublicSite).
export function ContactDetails() {
  const { business, openingHours } = usePublicSite();
  return (
    <dl className="space-y-3 text-sm text-slate-200">
      <Row icon={MapPin} label="Address">
        <address className="not-italic">{business.addressLine}</address>
      </Row>
      {business.phones.length > 0 && (
        <Row icon={Phone} label="Phone">
          {business.phones.map((p) => (
            <a key={p} href={telHref(p)} className="block hover:text-white hover:underline">
              {p}
            </a>
          ))}
        </Row>
      )}
      {business.emails.length > 0 && (
        <Row icon={Mail} label="Email">
          {business.emails.map((e) => (
            <a key={e} href={`mailto:${e}`} className="block hover:text-white hover:underline">
              {e}
            </a>
          ))}
        </Row>
      )}
      <Row icon={Clock} label="Working hours">
        {openingHoursLines(openingHours).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </Row>
    </dl>
  );
}
