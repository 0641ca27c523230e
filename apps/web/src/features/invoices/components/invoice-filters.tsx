import type { InvoiceKind } from '@autospa/contract';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type InvoiceFilter = { from: string; to: string; kind: InvoiceKind };

// The range (business-local days) and whether tax invoices or credit notes are listed.
export function InvoiceFilters({ value, onChange }: { value: InvoiceFilter; onChange: (next: InvoiceFilter) => void }) {
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))]">
      <Field label="From">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={value.from}
            max={value.to}
            onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={value.to}
            min={value.from}
            onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
          />
        )}
      </Field>
      <div className="col-span-2 sm:col-span-1">
        <Field label="Show">
          {(control) => (
            <Select {...control} value={value.kind} onChange={(e) => onChange({ ...value, kind: e.target.value as InvoiceKind })}>
              <option value="invoice">Tax invoices</option>
              <option value="credit_note">Credit notes</option>
            </Select>
          )}
        </Field>
      </div>
    </div>
  );
}
