import { dashboardFor } from '@autospa/contract';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import type { Session } from '@/lib/session';
import { AccountSummary } from './account-summary';
import { LogoutMenuButton } from './logout-menu-button';
import { SideMenu } from './side-menu';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

// The desktop side panel: 64 units wide, or a 16-unit icon rail (SPEC.md §9).
export function Sidebar({ session }: { session: Session }) {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div
        className={cn('flex h-16 shrink-0 items-center border-b border-slate-200', collapsed ? 'justify-center' : 'justify-between px-4')}
      >
        {!collapsed && (
          <Link to={dashboardFor(session.typeOfUser)} className="rounded-lg">
            <Logo />
          </Link>
        )}
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          title={collapsed ? 'Expand menu' : 'Collapse menu'}
          className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy"
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
        <SideMenu role={session.typeOfUser} collapsed={collapsed} onExpand={() => setCollapsed(false)} />
      </div>
      <div className={cn('shrink-0 space-y-2 border-t border-slate-200 py-3', collapsed ? 'px-2' : 'px-3')}>
        <AccountSummary session={session} collapsed={collapsed} />
        <LogoutMenuButton collapsed={collapsed} />
      </div>
    </aside>
  );
}
