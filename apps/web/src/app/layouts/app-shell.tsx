import { Outlet } from 'react-router';
import type { Session } from '@/lib/session';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';

// The signed-in frame: the role's side menu (a drawer on phones) and the page in the one <main>.
export function AppShell({ session }: { session: Session }) {
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-teal shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Sidebar session={session} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileNav session={session} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
