import { routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { cn } from '@/lib/cn';

// Placeholder home until the marketing site (SPEC.md §2 Home) is built.
export function HomePage() {
  return (
    <section className="flex flex-1 items-center bg-navy px-4 py-16 text-white [--focus-ring:var(--color-aqua)] sm:px-6">
      <DocumentTitle title="Car wash and detailing" />
      <div className="mx-auto w-full max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-aqua uppercase">Hand car wash and detailing</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">Auto Spa</h1>
        <p className="mt-4 text-lg text-slate-200 sm:text-xl">Your car is always in great hands with us.</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={routes.login} className={cn(buttonClasses('primary', 'lg'), 'w-full sm:w-auto')}>
            Sign In
          </Link>
          <Link to={routes.register} className={cn(buttonClasses('secondary', 'lg'), 'w-full sm:w-auto')}>
            Create an account
          </Link>
        </div>
      </div>
    </section>
  );
}
