import type { PlanView } from '@autospa/contract';
import { Pencil, Power } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { planKindLabel, planTerms, pricePeriod } from '@/lib/plan-text';

/** A plan's name, kind, price and what one visit includes; `actions` below. */
export function PlanSummary({ plan, children }: { plan: PlanView; children?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wider text-teal-dark uppercase">{planKindLabel(plan)}</p>
          <h2 className="text-lg font-semibold text-navy">{plan.name}</h2>
        </div>
        {children}
      </div>
      <p className="mt-1">
        <span className="text-2xl font-bold text-navy">{plan.price}</span>{' '}
        <span className="text-sm text-slate-600">{pricePeriod(plan)}</span>
      </p>
      <dl className="mt-3 grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">Visits</dt>
          <dd>{planTerms(plan)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Each visit: </dt>
          <dd className="inline">{plan.serviceNames.join(', ')}</dd>
        </div>
        <div>
          <dt className="inline font-medium">For: </dt>
          <dd className="inline">{plan.categoryNames.join(', ')}</dd>
        </div>
      </dl>
    </>
  );
}

type PlanCardProps = { plan: PlanView; onEdit: (p: PlanView) => void; onToggle: (p: PlanView) => void };

// One plan in the Admin's list: its terms, Edit, and Deactivate (asks first) or Activate.
export function PlanCard({ plan, onEdit, onToggle }: PlanCardProps) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={plan.name}>
      <PlanSummary plan={plan}>
        <StatusBadge tone={plan.active ? 'success' : 'neutral'}>{plan.active ? 'Active' : 'Inactive'}</StatusBadge>
      </PlanSummary>
      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={() => onEdit(plan)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {plan.name}</span>
        </Button>
        <Button
          variant="ghost"
          className={plan.active ? 'text-danger hover:bg-red-50 hover:text-danger' : ''}
          onClick={() => onToggle(plan)}
        >
          <Power aria-hidden="true" className="size-4" />
          {plan.active ? 'Deactivate' : 'Activate'}
          <span className="sr-only"> {plan.name}</span>
        </Button>
      </div>
    </li>
  );
}
