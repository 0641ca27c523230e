import { marketingRoutes, routes } from '@autospa/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { PageMeta } from '@/features/marketing/shared/page-meta';

export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <PageMeta
        title="Page not found"
        description="This page does not exist. Find Auto Spa's services, prices and booking from the home page."
      />
      <p className="text-sm font-semibold text-teal">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={routes.home} className={`${buttonClasses('primary')} mt-6`}>
        Back to home
      </Link>
      <p className="mt-6 text-sm text-slate-600">
        Looking to book? <TextLink to={routes.book}>Book a wash</TextLink> or <TextLink to={marketingRoutes.contact}>contact us</TextLink>.
      </p>
    </div>
  );
}
