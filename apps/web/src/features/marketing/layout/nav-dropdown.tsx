import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavGroup } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { MenuLink } from './menu-link';
import { menuLink, navItem } from './nav-styles';

type NavDropdownProps = { group: NavGroup; open: boolean; onToggle: () => void; onClose: () => void };

// A disclosure (button + list of links): Escape closes and returns focus, as do a click or focus outside.
export function NavDropdown({ group, open, onToggle, onClose }: NavDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = group.items.some((item) => item.to.split('?')[0] === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  }

  function onBlur(event: FocusEvent) {
    if (open && !rootRef.current?.contains(event.relatedTarget)) onClose();
  }

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn(navItem, current && 'text-teal')}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <MenuLink item={item} className={menuLink} onClick={onClose} />
          </li>
        ))}
      </ul>
    </div>
  );
}
