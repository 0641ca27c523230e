import { BOOKING_STATUSES, type BookingStatus } from '@autospa/contract';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { noFilters, type BookingFilterValues } from '../hooks/use-booking-list';

type BookingFiltersProps = { value: BookingFilterValues; onChange: (next: BookingFilterValues) => void; withDates: boolean };

// Status, and for the whole list a date range ('From' and 'To' are booking days, both included).
export function BookingFilters({ value, onChange, withDates }: BookingFiltersProps) {
  const id = useId();
  const active = value.status !== '' || value.from !== '' || value.to !== '';
  const label = 'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase';
  return (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3 border-b border-slate-100 pb-4">
      <legend className="sr-only">Filters</legend>
      <div className="w-full sm:w-48">
        <label htmlFor={`${id}-status`} className={label}>
          Status
        </label>
        <Select
          id={`${id}-status`}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as BookingStatus | '' })}
          className="h-10 text-sm"
        >
          <option value="">All statuses</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      {withDates && (
        <>
          <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <label htmlFor={`${id}-from`} className={label}>
              From
            </label>
            <Input
              id={`${id}-from`}
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
              className="h-10 text-sm"
            />
          </div>
          <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <label htmlFor={`${id}-to`} className={label}>
              To
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
              className="h-10 text-sm"
            />
          </div>
        </>
      )}
      {active && (
        <Button variant="ghost" onClick={() => onChange(noFilters)} className="h-10">
          <X aria-hidden="true" className="size-4" />
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
