import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';

export type CreatorHomeTab = 'overview' | 'quests' | 'missions';

const TABS = [
  { id: 'overview', label: 'Overview', href: '/creator/home' },
  { id: 'quests', label: 'Quests', href: '/creator/home/quests' },
  { id: 'missions', label: 'Missions', href: '/creator/home/missions' },
] as const;

/** The creator home's pages (spec 2: /creator/home plus /quests and /missions). */
export function CreatorHomeTabs({ active }: { active: CreatorHomeTab }) {
  return <UrlTabs label="Creator home" tabs={TABS} activeId={active} panelId="creator-home-panel" />;
}
