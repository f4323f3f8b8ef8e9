import { useId, type ReactNode } from 'react';
import { UrlTabs, type UrlTab } from '../url-tabs/UrlTabs.tsx';
import './CampaignBrowse.css';

/** The browse pages of spec 2: overview, recently added, upcoming. */
export const KEY_BROWSE_TABS: readonly UrlTab[] = [
  { id: 'overview', label: 'Overview', href: '/campaigns/browse' },
  { id: 'recent', label: 'Recently added', href: '/campaigns/browse/recent' },
  { id: 'upcoming', label: 'Upcoming', href: '/campaigns/browse/upcoming' },
];

export interface CampaignBrowseProps {
  /** Page heading. */
  title?: string;
  /** The browse pages; KEY_BROWSE_TABS by default. */
  tabs?: readonly UrlTab[];
  /** Id of the tab of the current route. */
  activeTab: string;
  /** The filter bar, usually a CampaignBrowseFilters. */
  filters?: ReactNode;
  /** The tab's content: overview rows (CampaignRow) or a CampaignGrid. */
  children: ReactNode;
}

/** Layout of the Key campaign browse pages: heading, tabs, filters, then the tab's content. */
export function CampaignBrowse({
  title = 'Browse Key campaigns',
  tabs = KEY_BROWSE_TABS,
  activeTab,
  filters,
  children,
}: CampaignBrowseProps) {
  const panelId = useId();
  return (
    <div className="campaign-browse">
      <h1 className="campaign-browse__title">{title}</h1>
      <UrlTabs label="Browse Key campaigns" tabs={tabs} activeId={activeTab} panelId={panelId} />
      {filters}
      <div id={panelId} role="tabpanel" className="campaign-browse__panel">
        {children}
      </div>
    </div>
  );
}
