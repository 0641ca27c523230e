import { UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Session } from '@/lib/session';

// Who is signed in, and as what.
export function AccountSummary({ session, collapsed = false }: { session: Session; collapsed?: boolean }) {
  const name = session.username || session.email;
  return (
    <div
      className={cn('flex min-w-0 items-center gap-3', collapsed && 'justify-center')}
      title={collapsed ? `${name} (${session.typeOfUser})` : undefined}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <UserRound aria-hidden="true" className="size-5" />
      </span>
      <p className={cn('min-w-0 leading-tight', collapsed && 'sr-only')}>
        <span className="block truncate text-sm font-semibold text-navy">{name}</span>
        <span className="block text-xs text-slate-600">{session.typeOfUser || 'Signed in'}</span>
      </p>
    </div>
  );
}
