import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

// Reloads a list; spins while the new data is on its way.
export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy} aria-busy={busy}>
      <RefreshCw aria-hidden="true" className={cn('size-4', busy && 'animate-spin motion-reduce:animate-none')} />
      Refresh
    </Button>
  );
}
