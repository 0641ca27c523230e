import { Select } from '@/components/ui/select';
import { Field } from '@/components/ui/field';

type StatusFilterProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  choices: readonly { value: string; label: string }[];
};

// A list's status filter ('' for all).
export function StatusFilter({ label, value, onChange, choices }: StatusFilterProps) {
  return (
    <div className="w-full sm:w-56">
      <Field label={label}>
        {(c) => (
          <Select {...c} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">All</option>
            {choices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
