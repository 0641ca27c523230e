import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pricingNote } from '@/content/home/pricing';
import { bookServiceHref } from '@/lib/book-link';
import { cn } from '@/lib/cn';
import { usePublicSite } from '@/lib/public-site';
import { CheckList } from '../shared/check-list';
import { Section } from '../shared/section';
import { bookablePlans } from './bookable-plans';
import { homeY, snapCard, snapRow } from './home-layout';

// SPEC.md §2 pricing: the seed's plans, each priced and booked as its catalog service (issue 18). A swipeable
// row on a phone, three columns from md up.
export function PricingSection() {
  const plans = bookablePlans(usePublicSite().services);
  if (plans.length === 0) return null;
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Simple plans, honest prices"
      intro={pricingNote}
      tone="white"
      className="md:bg-foam"
      spacing={homeY}
    >
      <ul aria-label="Plans" className={cn(snapRow, 'pt-4 pb-4 md:grid-cols-3 md:gap-6')}>
        {plans.map((plan) => (
          <li
            key={plan.name}
            data-plan={plan.name}
            className={cn(
              snapCard,
              'relative flex flex-col rounded-3xl border bg-white p-6 md:p-8',
              plan.popular ? 'border-teal shadow-md ring-2 ring-teal md:shadow-xl' : 'border-slate-200',
            )}
          >
            {plan.popular && (
              <p className="absolute -top-3 right-6 rounded-full bg-amber px-3 py-1 text-xs font-bold tracking-wider text-navy">POPULAR</p>
            )}
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-2">
              <span className="text-slate-600">from </span>
              <span data-testid="plan-amount" className="text-4xl font-bold tracking-tight">
                {plan.service.from}
              </span>
            </p>
            <CheckList items={plan.features} className="mt-5 flex-1" />
            <Link
              to={bookServiceHref(plan.service.serviceName)}
              className={cn(buttonClasses(plan.popular ? 'primary' : 'secondary', 'lg'), 'mt-6')}
            >
              Order Now<span className="sr-only"> ({plan.name})</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
