import { routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';

export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <DocumentTitle title="Page not found" />
      <p className="text-sm font-semibold text-teal">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={routes.home} className={`${buttonClasses('primary')} mt-6`}>
        Back to home
      </Link>
    </div>
  );
}

export const NotFoundPage = NotFoundContent;
