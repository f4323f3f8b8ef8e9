import type { NavItem } from '../nav-menu/nav-menu.types.ts';
import type { AppHeaderUser } from './app-header.types.ts';

/** Spec section 2: each role's header navigation; pages not built yet land on the not-found page. */
export const ROLE_NAVIGATION: Record<AppHeaderUser['userType'], readonly NavItem[]> = {
  Company: [
    { label: 'Home', href: '/home' },
    { label: 'Activations', href: '/company/activations/keys' },
    { label: 'Creators', href: '/company/creator-lists' },
    { label: 'Insights', href: '/insights/overview' },
    { label: 'Code Manager', href: '/company/code-manager' },
    { label: 'Reporting', href: '/company/reporting' },
  ],
  Creator: [
    { label: 'Home', href: '/creator/home' },
    { label: 'Deals', href: '/deals' },
    { label: 'Browse', href: '/campaigns/browse' },
    // Quests
    { label: 'Quests', href: '/campaigns/quests/browse' },
    { label: 'Programs', href: '/creator-programs' },
    { label: 'Shop', href: '/creator/shop' },
  ],
  User: [
    { label: 'Creator access', href: '/user/creator-access' },
    { label: 'Explore', href: '/explore' },
    { label: 'Games', href: '/games' },
  ],
};

/**
 * Lurkit staff get their own navigation, their home and the review pages, in place of their user type's
 * (spec 6); short labels keep it on one row at desktop width.
 */
export const STAFF_NAVIGATION: readonly NavItem[] = [
  { label: 'Home', href: '/staff' },
  { label: 'Accounts', href: '/staff/companies' },
  { label: 'Campaigns', href: '/staff/campaigns' },
  { label: 'Missions', href: '/staff/missions' },
  { label: 'Reports', href: '/staff/reports' },
  { label: 'Disputes', href: '/staff/disputes' },
  { label: 'Shop', href: '/staff/shop' },
  { label: 'VIP', href: '/staff/vip' },
  { label: 'Reconciliation', href: '/staff/reconciliation' },
];

/** What visitors without an account can browse. */
export const PUBLIC_NAVIGATION: readonly NavItem[] = [
  { label: 'Explore', href: '/explore' },
  { label: 'Games', href: '/games' },
];
