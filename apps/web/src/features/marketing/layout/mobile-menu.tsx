import { useEffect } from 'react';
import { contactLink, homeLink, navGroups } from '@/content/navigation';
import { container } from '../shared/layout';
import { AccountLink } from './account-link';
import { MenuLink } from './menu-link';
import { menuLink } from './nav-styles';

type MobileMenuProps = { id: string; onClose: (returnFocus: boolean) => void };

// The phone menu: every page of the header in one list, grouped; Escape closes it.
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  const close = () => onClose(false);
  return (
    <nav id={id} aria-label="Main" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden">
      <ul className={`${container} grid gap-1 py-4 sm:grid-cols-2`}>
        <li>
          <MenuLink item={homeLink} className={menuLink} onClick={close} />
        </li>
        <li>
          <MenuLink item={contactLink} className={menuLink} onClick={close} />
        </li>
        {navGroups.map((group) => (
          <li key={group.id} className="mt-3">
            <p id={`${id}-${group.id}`} className="px-3 text-xs font-semibold tracking-widest text-slate-600 uppercase">
              {group.label}
            </p>
            <ul aria-labelledby={`${id}-${group.id}`} className="mt-1">
              {group.items.map((item) => (
                <li key={item.to}>
                  <MenuLink item={item} className={menuLink} onClick={close} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li className="mt-3 border-t border-slate-200 pt-3">
          <AccountLink className={menuLink} onClick={close} />
        </li>
      </ul>
    </nav>
  );
}
