import { routes, type PlanView } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pricingNote, pricingTitle } from '@/content/home/pricing';
import { cn } from '@/lib/cn';
import { withNext } from '@/lib/next-path';
import { planKindLabel, planTerms, pricePeriod } from '@/lib/plan-text';
import { usePublicSite } from '@/lib/public-site';
import { CheckList } from '../shared/check-list';
import { Section } from '../shared/section';
import { homeY, snapCard, snapRow } from './home-layout';

/** Where "Buy plan" goes: the customer's plans with this one chosen, through sign-in (which skips itself when signed in). */
export const buyPlanHref = (planId: string) => withNext(routes.login, `${routes.myPlans}?planId=${encodeURIComponent(planId)}`);

const includes = (plan: PlanView) => [
  planTerms(plan),
  ...plan.serviceNames,
  ...(plan.atDoor ? ['At your door'] : []),
  `For ${plan.categoryNames.join(', ')}`,
];

// Issue 20: the Admin's active plans, cheapest first, each bought from here (replacing SPEC.md's three static price
// plans). A swipeable row on a phone, three columns from md up. With no plan for sale the section is left out.
export function PricingSection() {
  const { plans } = usePublicSite();
  if (plans.length === 0) return null;
  return (
    <Section id="pricing" eyebrow="Plans" title={pricingTitle} intro={pricingNote} tone="white" className="md:bg-foam" spacing={homeY}>
      <ul aria-label="Plans" className={cn(snapRow, 'pt-4 pb-4 md:grid-cols-3 md:gap-6')}>
        {plans.map((plan) => (
          <li
            key={plan._id}
            data-plan={plan.name}
            className={cn(snapCard, 'relative flex flex-col rounded-3xl border border-slate-200 bg-white p-6 md:p-8')}
          >
            <p className="text-xs font-bold tracking-wider text-teal-dark uppercase">{planKindLabel(plan)}</p>
            <h3 className="mt-1 text-lg font-semibold">{plan.name}</h3>
            <p className="mt-2">
              <span data-testid="plan-amount" className="text-4xl font-bold tracking-tight">
                {plan.price}
              </span>
              <span className="text-slate-600"> {pricePeriod(plan)}</span>
            </p>
            {plan.description && <p className="mt-3 text-sm text-slate-700">{plan.description}</p>}
            <CheckList items={includes(plan)} className="mt-5 flex-1" />
            <Link to={buyPlanHref(plan._id)} className={cn(buttonClasses('primary', 'lg'), 'mt-6')}>
              Buy plan<span className="sr-only"> ({plan.name})</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
