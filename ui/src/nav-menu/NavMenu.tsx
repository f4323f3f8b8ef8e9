import { AppLink } from '../link/LinkProvider.tsx';
import { isCurrent, type NavItem } from './nav-menu.types.ts';
import './NavMenu.css';

export interface NavMenuProps {
  /** Accessible name of the navigation landmark, e.g. "Company menu". */
  label: string;
  /** The entries in order. */
  items: readonly NavItem[];
  /** Path of the page shown, to mark its entry (aria-current="page"). */
  currentPath?: string;
  /** Row for the header, column for side panels. */
  direction?: 'row' | 'column';
}

/** A labelled navigation list whose current entry is marked for sight and screen readers. */
export function NavMenu({ label, items, currentPath, direction = 'row' }: NavMenuProps) {
  // Only the most specific match is current, so /company/settings/members does not also mark /company/settings.
  const current = items.filter((item) => isCurrent(item.href, currentPath)).sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav aria-label={label}>
      <ul className={`nav-menu nav-menu--${direction}`}>
        {items.map((item) => (
          // aria-current sits on the item because AppLink passes only href, children and className.
          <li
            key={item.href}
            className={item.href === current ? 'nav-menu__item nav-menu__item--current' : 'nav-menu__item'}
            aria-current={item.href === current ? 'page' : undefined}
          >
            <AppLink href={item.href} className="nav-menu__link">
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
