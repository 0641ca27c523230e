import { routes } from '@autospa/contract';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';

// Logout at the foot of the menu; on the icon rail only its icon shows.
export function LogoutMenuButton({ collapsed = false }: { collapsed?: boolean }) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  return (
    <button
      type="button"
      onClick={() => logoutMutation.mutate(() => void navigate(routes.home, { replace: true }))}
      disabled={logoutMutation.isPending}
      title={collapsed ? 'Logout' : undefined}
      className={cn(
        'flex min-h-10 w-full items-center gap-3 rounded-lg text-sm font-medium text-slate-700 transition-colors hover:bg-red-50 hover:text-danger disabled:opacity-60',
        collapsed ? 'justify-center' : 'px-3 py-2',
      )}
    >
      <LogOut aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn(collapsed && 'sr-only')}>Logout</span>
    </button>
  );
}
