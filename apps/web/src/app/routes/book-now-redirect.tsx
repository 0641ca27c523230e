import { routes } from '@autospa/contract';
import { Navigate, useLocation } from 'react-router';

/** /book-now (SPEC.md's public Book Now page) leads to /book, the one booking flow, keeping its query. */
export function BookNowRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${routes.book}${search}`} replace />;
}
