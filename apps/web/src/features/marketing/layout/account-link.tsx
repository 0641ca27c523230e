import { dashboardFor, routes } from '@autospa/contract';
import { Link } from 'react-router';
import { useSession } from '@/lib/use-session';

// Sign In, or for a signed-in visitor a link to its own dashboard.
export function AccountLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const session = useSession();
  return (
    <Link to={session ? dashboardFor(session.typeOfUser) : routes.login} className={className} onClick={onClick}>
      {session ? 'Dashboard' : 'Sign In'}
    </Link>
  );
}
