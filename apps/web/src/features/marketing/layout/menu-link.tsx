import { Link, useLocation } from 'react-router';
import type { NavLinkItem } from '@/content/navigation';

// Like NavLink, but the query string counts too (the Careers city entries share one path).
export function MenuLink({ item, className, onClick }: { item: NavLinkItem; className: string; onClick?: () => void }) {
  const { pathname, search } = useLocation();
  const current = item.to === pathname + search;
  return (
    <Link to={item.to} aria-current={current ? 'page' : undefined} className={className} onClick={onClick}>
      {item.label}
    </Link>
  );
}
