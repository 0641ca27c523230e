import { marketingRoutes, routes } from '@autospa/contract';
import { Headset } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { homeFaq } from '@/content/faq';
import { FaqAccordion } from '../shared/faq-accordion';
import { Section } from '../shared/section';

// FAQ with contact (SPEC.md §2): the accordion, and a panel that books or reaches the support team.
export function FaqSection() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Questions, answered" tone="white">
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <FaqAccordion items={homeFaq} />
        <aside aria-labelledby="faq-panel-title" className="h-fit rounded-3xl bg-navy p-8 text-white [--focus-ring:var(--color-aqua)]">
          <Headset aria-hidden="true" className="size-10 text-aqua" />
          <h3 id="faq-panel-title" className="mt-4 text-2xl font-bold">
            Premium care starts at $29.99
          </h3>
          <p className="mt-3 text-slate-200">Book a slot online in a minute, or ask us anything first.</p>
          <Link to={routes.book} className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
            Book Now
          </Link>
          <p className="mt-5 text-sm text-slate-200">
            Still unsure?{' '}
            <Link
              to={marketingRoutes.contact}
              className="font-semibold text-aqua underline-offset-4 hover:underline focus-visible:outline-2"
            >
              Contact our support team
            </Link>
          </p>
        </aside>
      </div>
    </Section>
  );
}
