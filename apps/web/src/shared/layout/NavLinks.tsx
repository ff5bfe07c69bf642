import { Link, useLocation } from 'react-router';
import { isNavItemActive, type NavItem } from './nav';

interface NavLinksProps {
  items: readonly NavItem[];
  label: string;
  className: string;
  onNavigate?: () => void;
}

/** The navigation as real links; the current item carries aria-current="page". */
export function NavLinks({ items, label, className, onNavigate }: NavLinksProps) {
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname, search);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={active ? 'is-active' : undefined}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
