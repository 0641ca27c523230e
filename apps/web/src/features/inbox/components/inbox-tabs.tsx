import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type InboxTab<K extends string> = { key: K; label: string; count: number | undefined };

type InboxTabsProps<K extends string> = {
  label: string;
  tabs: InboxTab<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
};

// ARIA tabs (APG): one tab stop, arrows/Home/End move and select, the panel is labelled by its tab.
export function InboxTabs<K extends string>({ label, tabs, active, onChange, children }: InboxTabsProps<K>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === active),
  );

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    // From the focused tab, not the rendered selection: a key pressed before the address change has
    // re-rendered must move on from where focus already is.
    const focused = buttons.current.indexOf(event.target as HTMLButtonElement);
    const from = focused === -1 ? index : focused;
    const moves: Record<string, number> = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1 sm:px-1"
      >
        {tabs.map((tab, i) => {
          const selected = i === index;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={cn(
                // Narrow screens: three equal columns, the count under the label.
                '-mb-px flex flex-col items-center justify-end gap-1 border-b-2 px-1 py-2.5 text-center text-sm font-semibold',
                'sm:flex-row sm:gap-2 sm:px-3 sm:py-3 sm:whitespace-nowrap',
                selected ? 'border-teal text-navy' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-navy',
              )}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums',
                    selected ? 'bg-teal text-white' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {tab.count.toLocaleString('en-IN')}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tabs[index]?.key}`} className="pt-5">
        {children}
      </div>
    </div>
  );
}
