import { routes } from '@autospa/contract';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLogout } from '../api/logout';

export function LogoutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const handleClick = () => logoutMutation.mutate(() => void navigate(routes.home, { replace: true }));
  return (
    <Button variant="secondary" onClick={handleClick} disabled={logoutMutation.isPending} className={className}>
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </Button>
  );
}
