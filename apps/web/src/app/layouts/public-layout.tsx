import { routes } from '@autospa/contract';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to={routes.home} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-600 sm:px-6">
          © {new Date().getFullYear()} Auto Spa. Car wash and detailing.
        </p>
      </footer>
    </div>
  );
}
