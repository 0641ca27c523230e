import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { MenuLink } from './role-menus';

type MenuLinkItemProps = { item: MenuLink; active: boolean; collapsed: boolean; nested?: boolean; onNavigate?: (() => void) | undefined };

export function MenuLinkItem({ item, active, collapsed, nested = false, onNavigate }: MenuLinkItemProps) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? item.label : undefined}
      className={cn(
        'flex min-h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
        collapsed ? 'justify-center px-0' : nested ? 'py-2 pr-3 pl-11' : 'px-3 py-2',
        active ? 'bg-teal/10 font-semibold text-teal-dark' : 'text-slate-700 hover:bg-slate-100 hover:text-navy',
      )}
    >
      {Icon && <Icon aria-hidden="true" className={cn('size-5 shrink-0', active ? 'text-teal' : 'text-slate-500')} />}
      <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
    </Link>
  );
}
