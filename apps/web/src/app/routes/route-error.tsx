import { routes } from '@autospa/contract';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { NotFoundContent } from './not-found';

// Each route's error boundary: a friendly message inside the layout that is still standing.
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <DocumentTitle title="Something went wrong" />
      <h1 className="text-3xl font-bold tracking-tight text-navy">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page could not be shown. Please try again; if it keeps happening, go back to the home page.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to={routes.home} className={buttonClasses('secondary')}>
          Back to home
        </Link>
      </div>
    </div>
  );
}

// The last boundary, used when a layout itself fails: it supplies the <main> landmark.
export function RootError() {
  return (
    <main id="main" className="min-h-dvh bg-foam">
      <RouteError />
    </main>
  );
}
