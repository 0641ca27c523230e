import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

export function CheckList({ items, className, dark = false }: { items: readonly string[]; className?: string; dark?: boolean }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', dark ? 'text-aqua' : 'text-eco')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
