import { cn } from '@/lib/cn';

export type Assignment = 'me' | 'unassigned';

const tabs: { value: Assignment; label: string }[] = [
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];

// Which bookings an employee works on: its own, or the open ones it can take.
export function AssignmentTabs({ value, onChange }: { value: Assignment; onChange: (next: Assignment) => void }) {
  return (
    <div role="group" aria-label="Show bookings" className="mb-4 inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          aria-pressed={value === tab.value}
          onClick={() => onChange(tab.value)}
          className={cn(
            'h-9 rounded-md px-3 text-sm font-semibold transition-colors',
            value === tab.value ? 'bg-white text-navy shadow-sm' : 'text-slate-700 hover:text-navy',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
