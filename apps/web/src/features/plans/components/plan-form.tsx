import { createPlanBody, PLAN_KIND_LABELS, PLAN_KINDS, type CreatePlanBody, type PlanKind, type PlanView } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { weekdayName } from '@/lib/plan-text';
import { useCategoryNames, useServiceNames } from '../api/get-choices';
import { useSavePlan } from '../api/save-plan';
import { ChoiceChips } from './choice-chips';
import { planTexts } from './plan-texts';

type Draft = {
  name: string;
  kind: PlanKind;
  rupees: string;
  visits: string;
  validDays: string;
  weekdays: number[];
  serviceNames: string[];
  categoryNames: string[];
  maxPauseDays: string;
  description: string;
  active: boolean;
};

export const draftOf = (p: PlanView | null): Draft => ({
  name: p?.name ?? '',
  kind: p?.kind ?? 'pack',
  rupees: p ? String(p.pricePaise / 100) : '',
  visits: p?.visits ? String(p.visits) : '',
  validDays: p?.validDays ? String(p.validDays) : '',
  weekdays: p?.weekdays ?? [1, 2, 3, 4, 5, 6],
  serviceNames: p?.serviceNames ?? [],
  categoryNames: p?.categoryNames ?? [],
  maxPauseDays: String(p?.maxPauseDays ?? 7),
  description: p?.description ?? '',
  active: p?.active ?? true,
});

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body the server gets: only the fields the kind uses (a daily plan has no visits, a month no valid days). */
export function bodyOf(d: Draft): CreatePlanBody {
  return {
    name: d.name,
    kind: d.kind,
    pricePaise: Math.round(Number(d.rupees) * 100),
    visits: d.kind === 'daily' ? null : whole(d.visits),
    validDays: d.kind === 'pack' ? whole(d.validDays) : null,
    weekdays: d.kind === 'daily' ? d.weekdays : [],
    serviceNames: d.serviceNames,
    categoryNames: d.categoryNames,
    maxPauseDays: whole(d.maxPauseDays) ?? 0,
    description: d.description,
    active: d.active,
  };
}

const WEEK = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: weekdayName(d) }));

// Create or edit a plan; the kind decides the fields: daily → weekdays, monthly → visits, pack → visits and valid days.
export function PlanForm({ plan, onDone }: { plan: PlanView | null; onDone: () => void }) {
  const [d, setD] = useState(() => draftOf(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useSavePlan();
  const services = useServiceNames();
  const categories = useCategoryNames();
  // A field's message goes once it is changed; the form is checked again on submit.
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setD((old) => ({ ...old, [key]: value }));
    setErrors(({ [key === 'rupees' ? 'pricePaise' : key]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(d);
    const checked = createPlanBody.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setError(null);
    save.mutate(
      { ...(plan && { id: plan._id }), body },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, planTexts.failedSave)),
      },
    );
  };

  const serviceChoices = [...new Set([...(services.data ?? []).map((s) => s.serviceName), ...d.serviceNames])].map((n) => ({
    value: n,
    label: n,
  }));
  const categoryChoices = [...new Set([...(categories.data ?? []).map((c) => c.name), ...d.categoryNames])].map((n) => ({
    value: n,
    label: n,
  }));

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={save.isPending}>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Name" error={errors.name}>
            {(c) => <Input {...c} value={d.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" aria-required="true" />}
          </Field>
        </div>
        <Field label="Kind" error={errors.kind}>
          {(c) => (
            <Select {...c} value={d.kind} onChange={(e) => set('kind', e.target.value as PlanKind)}>
              {PLAN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PLAN_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Price (₹)" error={errors.pricePaise} hint={d.kind === 'pack' ? 'For the whole pack.' : 'For one month.'}>
          {(c) => (
            <Input {...c} value={d.rupees} onChange={(e) => set('rupees', e.target.value)} inputMode="decimal" aria-required="true" />
          )}
        </Field>
        {d.kind !== 'daily' && (
          <Field label={d.kind === 'pack' ? 'Washes in the pack' : 'Washes a month'} error={errors.visits}>
            {(c) => (
              <Input {...c} value={d.visits} onChange={(e) => set('visits', e.target.value)} inputMode="numeric" aria-required="true" />
            )}
          </Field>
        )}
        {d.kind === 'pack' && (
          <Field label="Valid for (days)" error={errors.validDays}>
            {(c) => (
              <Input
                {...c}
                value={d.validDays}
                onChange={(e) => set('validDays', e.target.value)}
                inputMode="numeric"
                aria-required="true"
              />
            )}
          </Field>
        )}
        {d.kind === 'daily' && (
          <div className="sm:col-span-2">
            <ChoiceChips
              legend="Cleaning days"
              choices={WEEK}
              value={d.weekdays}
              onChange={(v) => set('weekdays', v)}
              error={errors.weekdays}
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <ChoiceChips
            legend="Services in each visit"
            hint="The first one ticked is the service a visit is booked as."
            choices={serviceChoices}
            value={d.serviceNames}
            onChange={(v) => set('serviceNames', v)}
            error={errors.serviceNames}
          />
        </div>
        <div className="sm:col-span-2">
          <ChoiceChips
            legend="Vehicle types"
            choices={categoryChoices}
            value={d.categoryNames}
            onChange={(v) => set('categoryNames', v)}
            error={errors.categoryNames}
          />
        </div>
        <Field label="Pause days allowed a period" error={errors.maxPauseDays}>
          {(c) => <Input {...c} value={d.maxPauseDays} onChange={(e) => set('maxPauseDays', e.target.value)} inputMode="numeric" />}
        </Field>
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-navy">
          <input type="checkbox" className="size-5 accent-teal" checked={d.active} onChange={(e) => set('active', e.target.checked)} />
          For sale (active)
        </label>
        <div className="sm:col-span-2">
          <Field label="Description (optional)" error={errors.description}>
            {(c) => <Textarea {...c} value={d.description} onChange={(e) => set('description', e.target.value)} rows={2} />}
          </Field>
        </div>
      </div>
      <DialogFormActions pending={save.isPending} submitLabel={plan ? 'Save plan' : 'Create plan'} pendingLabel="Saving..." />
    </form>
  );
}
