import { NavMenu } from '../nav-menu/NavMenu.tsx';
import type { NavItem } from '../nav-menu/nav-menu.types.ts';
import '../shell-layout/side-panel.css';

export interface CreatorPanelProps {
  /** The creator's username, shown above the menu. */
  username: string;
  /** Preferred name to show. */
  displayName?: string;
  /** Path of the page shown, to mark the current entry. */
  currentPath?: string;
}

export function creatorMenu(): NavItem[] {
  return [
    { label: 'Home', href: '/creator/home' },
    { label: 'Quests', href: '/creator/home/quests' },
    { label: 'Missions', href: '/creator/home/missions' },
    { label: 'Deals', href: '/deals' },
    { label: 'Creator programs', href: '/creator-programs' },
    { label: 'Program memberships', href: '/creator-programs/memberships' },
    // A creator has up to six pages, each at its own name: the list leads to them.
    { label: 'Creator pages', href: '/user/creator-pages' },
    { label: 'Analytics pages', href: '/user/analytics-pages' },
    { label: 'Shop', href: '/creator/shop' },
    { label: 'Shop orders', href: '/creator/shop/orders' },
    { label: 'Connections', href: '/user/settings/connections' },
    { label: 'Settings', href: '/user/settings' },
  ];
}

/** Left panel of Creator users: who is signed in above the creator menu. */
export function CreatorPanel({ username, displayName, currentPath }: CreatorPanelProps) {
  return (
    <div className="side-panel">
      <p className="side-panel__title">{displayName ?? username}</p>
      <NavMenu label="Creator menu" direction="column" items={creatorMenu()} currentPath={currentPath} />
    </div>
  );
}
