import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import type { ReactNode } from 'react';

/** Spec 2: "User settings tabs: Personal Info, Address, Connections, Notifications, Payment, Settings". */
const TABS = [
  { id: 'personal-info', label: 'Personal Info', href: '/user/settings/personal-info' },
  { id: 'address', label: 'Address', href: '/user/settings/address' },
  { id: 'connections', label: 'Connections', href: '/user/settings/connections' },
  { id: 'notifications', label: 'Notifications', href: '/user/settings/notifications' },
  { id: 'payment', label: 'Payment', href: '/user/settings/payments' },
  { id: 'settings', label: 'Settings', href: '/user/settings' },
] as const;

export type UserSettingsTab = (typeof TABS)[number]['id'];

/** The frame of every user settings page: the tab bar, then the active tab's panel with its own heading. */
export function UserSettingsTabs({ active, children }: { active: UserSettingsTab; children: ReactNode }) {
  return (
    <>
      <UrlTabs label="User settings" tabs={TABS} activeId={active} panelId="user-settings-panel" />
      <div id="user-settings-panel" role="tabpanel" aria-label={TABS.find((t) => t.id === active)?.label}>
        {children}
      </div>
    </>
  );
}
