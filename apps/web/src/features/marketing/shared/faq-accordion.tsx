import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FaqItem } from '@/content/faq';
import { cn } from '@/lib/cn';

// SPEC.md §4: at most one open; clicking the open one closes it. Every answer is rendered, the closed ones
// hidden, so that all of them are in the page's HTML (issue 18; Radix's accordion leaves closed answers out).
export function FaqAccordion({ items, className }: { items: FaqItem[]; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className={cn('divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white', className)}>
      {items.map((item, i) => {
        const expanded = open === i;
        const state = expanded ? 'open' : 'closed';
        return (
          <div key={item.question} data-state={state}>
            <h3 className="text-base font-semibold">
              <button
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${i}`}
                onClick={() => setOpen(expanded ? null : i)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-navy hover:text-teal focus-visible:outline-2 focus-visible:-outline-offset-2"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-teal transition-transform motion-reduce:transition-none', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            <div id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} hidden={!expanded} className="px-5 pb-5 text-slate-600">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
