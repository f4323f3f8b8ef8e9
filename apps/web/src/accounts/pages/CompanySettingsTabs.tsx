import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import type { ReactNode } from 'react';

/** Spec 2: "Company settings: Settings, Invoices, Statements, plans and payments", plus members. */
const TABS = [
  { id: 'settings', label: 'Settings', href: '/company/settings' },
  { id: 'members', label: 'Members', href: '/company/settings/members' },
  { id: 'plan', label: 'Plan', href: '/company/settings/plan' },
  { id: 'invoices', label: 'Invoices', href: '/company/settings/invoices' },
  { id: 'statements', label: 'Statements', href: '/company/settings/invoices/statements' },
  { id: 'api', label: 'API', href: '/company/settings/api' },
  { id: 'webhooks', label: 'Webhooks', href: '/company/settings/webhooks' },
] as const;

export type CompanySettingsTab = (typeof TABS)[number]['id'];

/** The frame of every company settings page: one heading, the tabs, the active tab's panel. */
export function CompanySettingsTabs({ active, children }: { active: CompanySettingsTab; children: ReactNode }) {
  return (
    <>
      <h1>Company settings</h1>
      <UrlTabs label="Company settings" tabs={TABS} activeId={active} panelId="company-settings-panel" />
      <div id="company-settings-panel" role="tabpanel">
        {children}
      </div>
    </>
  );
}
