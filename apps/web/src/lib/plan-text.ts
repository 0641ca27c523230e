import { PLAN_KIND_LABELS, type PlanView } from '@autospa/contract';

// How a plan is described wherever it shows (the home page, the Admin's list, the customer's plans). Zod-free: the
// home page uses it.

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const weekdayName = (day: number) => DAY_NAMES[day] ?? '';

type PlanShape = Pick<PlanView, 'kind' | 'visits' | 'validDays' | 'weekdays'>;

/** 'Mon, Wed, Fri', or 'Every day' for all seven. */
export function weekdaysText(days: readonly number[]): string {
  if (days.length === 7) return 'Every day';
  // Monday first, as a week is read here.
  return [...days]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map(weekdayName)
    .join(', ');
}

export const planKindLabel = (plan: Pick<PlanView, 'kind'>) => PLAN_KIND_LABELS[plan.kind];

/** What the plan gives: '4 washes a month', '10 washes, valid 90 days', 'Cleaning on Mon, Tue, Wed'. */
export function planTerms(plan: PlanShape): string {
  const washes = (n: number | null) => `${n ?? 0} wash${n === 1 ? '' : 'es'}`;
  if (plan.kind === 'daily') return plan.weekdays.length === 7 ? 'Cleaning every day' : `Cleaning on ${weekdaysText(plan.weekdays)}`;
  if (plan.kind === 'monthly') return `${washes(plan.visits)} a month`;
  return `${washes(plan.visits)}, valid ${plan.validDays ?? 0} days`;
}

/** The price with its period: '₹1,499 a month' or '₹3,999 for the pack'. */
export const pricePeriod = (plan: Pick<PlanView, 'kind'>) => (plan.kind === 'pack' ? 'for the pack' : 'a month');

/** '3 credits left', '1 credit left', 'No credits left'. */
export const creditsText = (balance: number) => (balance <= 0 ? 'No credits left' : `${balance} credit${balance === 1 ? '' : 's'} left`);
