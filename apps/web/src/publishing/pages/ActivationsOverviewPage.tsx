import { StatTile } from '@lurkit/ui/stat-tile/StatTile.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useCompanyKeyCampaigns } from '../../keys/index.ts';
import { useCompanyMissions } from '../../missions/index.ts';
import { useCompanyQuests } from '../../quests/index.ts';
import { ACTIVATION_TABS, splitCounts } from './activation-tabs.ts';
import { CreateActivation } from './CreateActivation.tsx';
import './ActivationsOverviewPage.css';

/** A count of the first page of a list, "50+" when the server holds more. */
const countOf = (list: { nodes: readonly unknown[]; hasMore: boolean; data?: unknown; error?: unknown }) =>
  list.data === undefined ? (list.error ? '–' : '…') : `${list.nodes.length}${list.hasMore ? '+' : ''}`;

/** One activation type: its Active and Ended figures and the way to its lists. */
function TypeSection({ id, label, noun, active, ended }: { id: string; label: string; noun: string; active: string; ended: string }) {
  return (
    <section aria-labelledby={`overview-${id}`}>
      <h2 id={`overview-${id}`}>{label}</h2>
      <div className="activations-overview__tiles">
        <StatTile label="Active" value={active} />
        <StatTile label="Ended" value={ended} />
      </div>
      <p>
        <RouterLink href={`/company/activations/${id}`}>All {noun}</RouterLink> ·{' '}
        <RouterLink href={`/company/activations/${id}/ended`}>Ended {noun}</RouterLink>
      </p>
    </section>
  );
}

/** /company/activations and /company/campaigns: every activation type at a glance, Active and Ended. */
export function ActivationsOverviewPage() {
  const live = useCompanyKeyCampaigns(false);
  const ended = useCompanyKeyCampaigns(true);
  const missions = splitCounts(useCompanyMissions());
  const liveQuests = useCompanyQuests(false);
  const endedQuests = useCompanyQuests(true);
  return (
    <>
      <h1>Activations</h1>
      <CreateActivation />
      <UrlTabs label="Activations" tabs={ACTIVATION_TABS} activeId="overview" panelId="activations-panel" />
      <div id="activations-panel" role="tabpanel">
        <TypeSection id="keys" label="Keys" noun="Key campaigns" active={countOf(live)} ended={countOf(ended)} />
        <TypeSection id="missions" label="Missions" noun="missions" {...missions} />
        <TypeSection id="quests" label="Quests" noun="Quests" active={countOf(liveQuests)} ended={countOf(endedQuests)} />
      </div>
    </>
  );
}
