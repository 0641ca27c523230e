// Issue 20: the plan kinds and their names, in a module without zod (see money.ts): the home page shows them.
export const PLAN_KINDS = ['daily', 'monthly', 'pack'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  daily: 'Daily cleaning',
  monthly: 'Washes per month',
  pack: 'Wash pack',
};
