import { NavMenu } from '../nav-menu/NavMenu.tsx';
import type { NavItem } from '../nav-menu/nav-menu.types.ts';
import '../shell-layout/side-panel.css';

export interface CompanyPanelProps {
  /** The signed-in person's company. */
  company: { id: string; name: string; isVerified: boolean };
  /** Path of the page shown, to mark the current entry. */
  currentPath?: string;
}

/** The company menu's entries; the company page uses the company id (spec route /company/{id}). */
export function companyMenu(companyId: string): NavItem[] {
  return [
    { label: 'Company page', href: `/company/${companyId}` },
    { label: 'Creator program', href: '/company/creator-program' },
    { label: 'Missions', href: '/company/missions' },
    { label: 'Activations', href: '/company/activations' },
    { label: 'Campaigns', href: '/company/campaigns' },
    { label: 'Code Manager', href: '/company/code-manager' },
    { label: 'Creator management', href: '/company/creator-management' },
    { label: 'Creator lists', href: '/company/creator-lists' },
    { label: 'Insights', href: '/insights/overview' },
    { label: 'Results and reporting', href: '/company/reporting' },
    { label: 'Notes', href: '/company/notes' },
    { label: 'Announcements', href: '/company/announcements' },
    { label: 'Members', href: '/company/settings/members' },
    { label: 'Company settings', href: '/company/settings' },
    { label: 'Cart', href: '/company/cart' },
  ];
}

/** Left panel of Company users: the company's name (and whether it is verified) above its menu. */
export function CompanyPanel({ company, currentPath }: CompanyPanelProps) {
  return (
    <div className="side-panel">
      <p className="side-panel__title">{company.name}</p>
      {!company.isVerified && <p className="side-panel__note">Company not verified yet</p>}
      <NavMenu label="Company menu" direction="column" items={companyMenu(company.id)} currentPath={currentPath} />
    </div>
  );
}
