import { marketingRoutes, routes } from '@autospa/contract';
import { Headset } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { homeFaq } from '@/content/faq';
import { cn } from '@/lib/cn';
import { usePublicSite } from '@/lib/public-site';
import { FaqAccordion } from '../shared/faq-accordion';
import { Section } from '../shared/section';
import { homeY } from './home-layout';

// FAQ with contact (SPEC.md §2): the accordion, and a panel that books or reaches the support team. On a phone
// the panel gives way to the call to action below it; its support link stays, under the accordion.
export function FaqSection() {
  const site = usePublicSite();
  const cheapest = site.services[0];
  return (
    <Section id="faq" eyebrow="FAQ" title="Questions, answered" className="md:bg-white" spacing={homeY}>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <FaqAccordion items={homeFaq(site)} />
          <SupportLine className="mt-4 text-center text-slate-700 lg:hidden" />
        </div>
        <aside
          aria-labelledby="faq-panel-title"
          className="hidden h-fit rounded-3xl bg-navy p-8 text-white [--focus-ring:var(--color-aqua)] lg:block"
        >
          <Headset aria-hidden="true" className="size-10 text-aqua" />
          <h3 id="faq-panel-title" className="mt-4 text-2xl font-bold">
            {cheapest ? `Premium care starts at ${cheapest.from}` : 'Premium care, by hand'}
          </h3>
          <p className="mt-3 text-slate-200">Book a slot online in a minute, or ask us anything first.</p>
          <Link to={routes.book} className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
            Book Now
          </Link>
          <SupportLine className="mt-5 text-slate-200" dark />
        </aside>
      </div>
    </Section>
  );
}

function SupportLine({ className, dark = false }: { className: string; dark?: boolean }) {
  return (
    <p className={cn('text-sm', className)}>
      Still unsure?{' '}
      <Link
        to={marketingRoutes.contact}
        className={cn('font-semibold underline-offset-4 hover:underline focus-visible:outline-2', dark ? 'text-aqua' : 'text-teal')}
      >
        Contact our support team
      </Link>
    </p>
  );
}
