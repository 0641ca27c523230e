import { useState } from 'react';
import { useLocation } from 'react-router';
import { MenuGroupItem } from './menu-group-item';
import { MenuLinkItem } from './menu-link-item';
import { groupOf, isLinkActive, menuFor } from './role-menus';

type SideMenuProps = {
  role: string;
  collapsed?: boolean;
  /** The icon rail asks to open when a group is chosen on it. */
  onExpand?: () => void;
  onNavigate?: () => void;
};

// The role's menu (SPEC.md §2): one group open at a time, the current page's group opened automatically.
export function SideMenu({ role, collapsed = false, onExpand, onNavigate }: SideMenuProps) {
  const menu = menuFor(role);
  const { pathname } = useLocation();
  const [state, setState] = useState(() => ({ pathname, open: groupOf(menu, pathname) }));
  // A new page opens its own group (state adjusted during render, not in an effect, so nothing flickers).
  if (state.pathname !== pathname) setState({ pathname, open: groupOf(menu, pathname) ?? state.open });

  function toggle(label: string) {
    if (collapsed) {
      setState({ pathname, open: label });
      onExpand?.();
      return;
    }
    setState({ pathname, open: state.open === label ? null : label });
  }

  return (
    <nav aria-label="Main menu">
      <ul className="space-y-0.5">
        {menu.map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem
              key={entry.label}
              group={entry}
              pathname={pathname}
              open={state.open === entry.label}
              collapsed={collapsed}
              onToggle={() => toggle(entry.label)}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={entry.label}>
              <MenuLinkItem item={entry} active={isLinkActive(entry, pathname)} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
