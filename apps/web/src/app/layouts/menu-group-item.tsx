import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { MenuLinkItem } from './menu-link-item';
import { isLinkActive, type MenuGroup } from './role-menus';

type MenuGroupItemProps = {
  group: MenuGroup;
  pathname: string;
  open: boolean;
  collapsed: boolean;
  onToggle: () => void;
  onNavigate?: (() => void) | undefined;
};

// A group heading that shows or hides its entries; on the icon rail it opens the panel instead.
export function MenuGroupItem({ group, pathname, open, collapsed, onToggle, onNavigate }: MenuGroupItemProps) {
  const listId = useId();
  const Icon = group.icon;
  const holdsCurrent = group.items.some((item) => isLinkActive(item, pathname));
  const expanded = open && !collapsed;
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        title={collapsed ? group.label : undefined}
        className={cn(
          'flex min-h-10 w-full items-center gap-3 rounded-lg text-left text-sm font-medium transition-colors',
          collapsed ? 'justify-center px-0' : 'px-3 py-2',
          holdsCurrent ? 'text-teal-dark' : 'text-slate-700',
          'hover:bg-slate-100 hover:text-navy',
        )}
      >
        <Icon aria-hidden="true" className={cn('size-5 shrink-0', holdsCurrent ? 'text-teal' : 'text-slate-500')} />
        <span className={cn('flex-1', collapsed && 'sr-only')}>{group.label}</span>
        {!collapsed && (
          <ChevronDown aria-hidden="true" className={cn('size-4 text-slate-500 transition-transform', expanded && 'rotate-180')} />
        )}
      </button>
      {expanded && (
        <ul id={listId} className="mt-0.5 space-y-0.5">
          {group.items.map((item) => (
            <li key={`${item.label}-${item.to}`}>
              <MenuLinkItem item={item} active={isLinkActive(item, pathname)} collapsed={false} nested onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
