import { useCallback, useState } from 'react';
import { NavLink } from 'react-router';
import { contactLink, homeLink, navGroups } from '@/content/navigation';
import { NavDropdown } from './nav-dropdown';
import { navItem } from './nav-styles';

// One dropdown open at a time.
export function DesktopNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={homeLink.to} end className={navItem}>
            {homeLink.label}
          </NavLink>
        </li>
        {navGroups.map((group) => (
          <li key={group.id}>
            <NavDropdown
              group={group}
              open={openId === group.id}
              onToggle={() => setOpenId((id) => (id === group.id ? null : group.id))}
              onClose={close}
            />
          </li>
        ))}
        <li>
          <NavLink to={contactLink.to} className={navItem}>
            {contactLink.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
