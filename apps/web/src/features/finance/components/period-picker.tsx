import { FINANCE_PERIODS, type FinancePeriod } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PeriodState } from '../hooks/use-period';
import { PERIOD_LABELS } from './finance-texts';

// This week, this month, last month, or two days of one's own, applied together.
export function PeriodPicker({ state }: { state: PeriodState }) {
  const [draft, setDraft] = useState(state.dates);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    state.setDates(draft);
  };
  return (
    <form onSubmit={apply} noValidate className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="sm:w-44">
        <Field label="Period">
          {(control) => (
            <Select {...control} value={state.period} onChange={(e) => state.setPeriod(e.target.value as FinancePeriod)}>
              {FINANCE_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {state.period === 'custom' && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Field label="From">
              {(control) => (
                <Input {...control} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
              )}
            </Field>
            <Field label="To">
              {(control) => (
                <Input {...control} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
              )}
            </Field>
          </div>
          <Button type="submit" variant="secondary">
            Apply dates
          </Button>
        </>
      )}
    </form>
  );
}
