import { Droplets } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-navy', className)}
    >
      <span className={cn('flex size-8 items-center justify-center rounded-lg', inverted ? 'bg-white/10' : 'bg-navy')}>
        <Droplets aria-hidden="true" className="size-5 text-aqua" />
      </span>
      Auto Spa
    </span>
  );
}
