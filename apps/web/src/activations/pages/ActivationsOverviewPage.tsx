import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatTile } from '@lurkit/ui/stat-tile/StatTile.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useLocation } from 'react-router';
import { RouterLink } from '../../app/RouterLink.tsx';
import { useCompanyKeyCampaigns } from '../../keys/hooks/use-company-key-campaigns.ts';
import { ACTIVATION_TABS, ACTIVATION_TYPES } from './activation-tabs.ts';

/** A count of the first page of a list, "50+" when the server holds more. */
const countOf = (list: { nodes: readonly unknown[]; hasMore: boolean; data?: unknown }) =>
  list.data === undefined ? '…' : `${list.nodes.length}${list.hasMore ? '+' : ''}`;

/** /company/activations and /company/campaigns: every activation type at a glance, Active and Ended. */
export function ActivationsOverviewPage() {
  const live = useCompanyKeyCampaigns(false);
  const ended = useCompanyKeyCampaigns(true);
  return (
    <>
      <h1>Activations</h1>
      <UrlTabs label="Activations" tabs={ACTIVATION_TABS} activeId="overview" panelId="activations-panel" />
      <div id="activations-panel" role="tabpanel">
        <section aria-labelledby="overview-keys">
          <h2 id="overview-keys">Keys</h2>
          <div className="activations-overview__tiles">
            <StatTile label="Active" value={countOf(live)} />
            <StatTile label="Ended" value={countOf(ended)} />
          </div>
          <p>
            <RouterLink href="/company/activations/keys">All Key campaigns</RouterLink>
          </p>
        </section>
        {ACTIVATION_TYPES.filter((t) => !t.ready).map((t) => (
          <section key={t.id} aria-labelledby={`overview-${t.id}`}>
            <h2 id={`overview-${t.id}`}>{t.label}</h2>
            <p>No {t.label.toLowerCase()} yet.</p>
          </section>
        ))}
      </div>
    </>
  );
}

/** /company/activations/{missions|quests}(/ended) and /company/campaigns/quests until their contexts list them here. */
export function ActivationTypePage({ type }: { type: 'missions' | 'quests' }) {
  const ended = useLocation().pathname.endsWith('/ended');
  const label = type === 'missions' ? 'Missions' : 'Quests';
  return (
    <>
      <h1>{label}</h1>
      <UrlTabs label="Activations" tabs={ACTIVATION_TABS} activeId={type} />
      <UrlTabs
        label={label}
        activeId={ended ? 'ended' : 'active'}
        panelId="activation-type-panel"
        tabs={[
          { id: 'active', label: 'Active', href: `/company/activations/${type}` },
          { id: 'ended', label: 'Ended', href: `/company/activations/${type}/ended` },
        ]}
      />
      <div id="activation-type-panel" role="tabpanel">
        <EmptyState title={`No ${ended ? 'ended ' : ''}${label.toLowerCase()} yet`} headingLevel={2}>
          Your company's {label.toLowerCase()} show here.
        </EmptyState>
      </div>
    </>
  );
}
