import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { offeredServices, offeredServicesHeading, type ServiceCard } from '@/content/home/services';
import { cn } from '@/lib/cn';
import { Illustration } from '../shared/illustration';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';
import { wideOnly } from './home-layout';

const accents: Record<ServiceCard['color'], string> = {
  teal: 'bg-teal text-white',
  navy: 'bg-navy text-white',
  eco: 'bg-eco text-white',
  amber: 'bg-amber text-navy',
};

export function OfferedServices() {
  return (
    <Section {...offeredServicesHeading} className={wideOnly}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {offeredServices.map((s, i) => (
          <Reveal
            as="li"
            key={s.title}
            delay={i * 80}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-teal focus-within:ring-offset-2"
          >
            <Illustration art={s.image} decorative />
            <div className="flex flex-1 flex-col p-5">
              <span className={cn('-mt-11 flex size-12 items-center justify-center rounded-xl ring-4 ring-white', accents[s.color])}>
                <s.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-3 text-lg font-semibold">
                <Link to={s.link} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {s.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-slate-600">{s.description}</p>
              <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal group-hover:gap-2">
                Read More <ArrowRight className="size-4" />
              </span>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
