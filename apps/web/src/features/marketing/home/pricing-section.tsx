import { routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pricePlans, pricingNote } from '@/content/home/pricing';
import { cn } from '@/lib/cn';
import { CheckList } from '../shared/check-list';
import { Reveal } from '../shared/reveal';
import { Section } from '../shared/section';

export function PricingSection() {
  return (
    <Section id="pricing" eyebrow="Pricing" title="Simple plans, honest prices" intro={pricingNote}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {pricePlans.map((plan, i) => (
          <Reveal
            as="li"
            key={plan.name}
            delay={i * 80}
            className={cn(
              'relative flex flex-col rounded-3xl border bg-white p-8',
              plan.popular ? 'border-teal shadow-xl ring-2 ring-teal' : 'border-slate-200',
            )}
          >
            {plan.popular && (
              <p className="absolute -top-3 right-6 rounded-full bg-amber px-3 py-1 text-xs font-bold tracking-wider text-navy">POPULAR</p>
            )}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-3">
              <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
              <span className="text-slate-600"> starting price</span>
            </p>
            <CheckList items={plan.features} className="mt-6 flex-1" />
            <Link to={routes.book} className={cn(buttonClasses(plan.popular ? 'primary' : 'secondary', 'lg'), 'mt-8')}>
              Order Now<span className="sr-only"> ({plan.name})</span>
            </Link>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
