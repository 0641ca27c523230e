import { dashboardFor } from '@autospa/contract';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { LogoutButton } from '@/features/auth/components/logout-button';
import type { Session } from '@/lib/session';

// Minimal signed-in frame; the role menus of SPEC.md §2 come later.
export function AppShell({ session }: { session: Session }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-navy text-white [--focus-ring:var(--color-aqua)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link
            to={dashboardFor(session.typeOfUser)}
            className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4"
          >
            <Logo inverted />
          </Link>
          <div className="flex min-w-0 items-center gap-3">
            <p className="min-w-0 text-right leading-tight">
              <span className="block truncate text-sm font-semibold">{session.username || session.email}</span>
              <span className="block text-xs text-slate-300">{session.typeOfUser}</span>
            </p>
            <LogoutButton className="h-10 shrink-0" />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
