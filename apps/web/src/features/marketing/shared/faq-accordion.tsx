import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '@/content/faq';
import { cn } from '@/lib/cn';

// SPEC.md §4: at most one open; clicking the open one closes it (Radix: type single, collapsible).
export function FaqAccordion({ items, className }: { items: FaqItem[]; className?: string }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className={cn('divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white', className)}
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`faq-${i}`}>
          <Accordion.Header className="text-base font-semibold">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-navy hover:text-teal focus-visible:outline-2 focus-visible:-outline-offset-2">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-teal transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-600">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
