import { routes } from '@autospa/contract';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { container } from '../shared/layout';
import { AccountLink } from './account-link';
import { DesktopNav } from './desktop-nav';
import { navItem } from './nav-styles';

// The phone menu's code loads on the first tap of Menu.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // A new page closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname, search]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className={cn(container, 'flex h-16 items-center gap-4')}>
        <Link
          to={routes.home}
          aria-label="Auto Spa, home"
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          <Logo />
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-2">
          <AccountLink className={cn(navItem, 'max-sm:hidden')} />
          <Link to={routes.book} className={cn(buttonClasses('primary'), 'h-10 whitespace-nowrap')}>
            Book Now
          </Link>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-navy hover:bg-slate-100 focus-visible:outline-2 lg:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
