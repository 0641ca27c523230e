import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { business, telHref } from '@/content/business';

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

// Address, both phones, both emails and the hours, from the one business content module.
export function ContactDetails() {
  return (
    <dl className="space-y-3 text-sm text-slate-200">
      <Row icon={MapPin} label="Address">
        <address className="not-italic">{business.addressLine}</address>
      </Row>
      <Row icon={Phone} label="Phone">
        {business.phones.map((p) => (
          <a key={p} href={telHref(p)} className="block hover:text-white hover:underline">
            {p}
          </a>
        ))}
      </Row>
      <Row icon={Mail} label="Email">
        {business.emails.map((e) => (
          <a key={e} href={`mailto:${e}`} className="block hover:text-white hover:underline">
            {e}
          </a>
        ))}
      </Row>
      <Row icon={Clock} label="Working hours">
        {business.hours}
      </Row>
    </dl>
  );
}
