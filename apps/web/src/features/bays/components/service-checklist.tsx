import { useId } from 'react';
import type { ServiceChoice } from '../api/get-service-choices';

type ServiceChecklistProps = {
  services: ServiceChoice[];
  value: string[];
  onChange: (names: string[]) => void;
  error?: string | undefined;
};

// The services a bay can do, by name; none ticked means every service (now and any added later).
export function ServiceChecklist({ services, value, onChange, error }: ServiceChecklistProps) {
  const hintId = useId();
  const errorId = useId();
  // Active services, plus any the bay already names that has since been set Inactive.
  const shown = services.filter((s) => s.status === 'Active' || value.includes(s.serviceName));
  const toggle = (name: string) => onChange(value.includes(name) ? value.filter((n) => n !== name) : [...value, name]);
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="space-y-2">
      <legend className="text-sm font-medium text-navy">Services this bay can do</legend>
      <p id={hintId} className="text-sm text-slate-600">
        Leave all unticked for “All services”.
      </p>
      {shown.length === 0 && <p className="text-sm text-slate-600">No active services yet.</p>}
      <ul className="grid gap-1 sm:grid-cols-2">
        {shown.map((s) => (
          <li key={s._id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-teal"
                checked={value.includes(s.serviceName)}
                onChange={() => toggle(s.serviceName)}
              />
              <span className="text-sm text-navy">
                {s.serviceName}
                {s.status !== 'Active' && <span className="text-slate-600"> (inactive)</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
