import { checksBeforePublishing } from '../../shared/publishing/checks-before-publishing.ts';
import { formatDateTime, formatUsd } from '@lurkit/ui/format/format.ts';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { InviteCreatorsPanel } from '../../invitations/index.ts';
import { useCompanyQuest } from '../hooks/use-quests.ts';
import { PARTICIPANT_TABS, QuestParticipants, type ParticipantTab } from './QuestParticipants.tsx';
import { QuestRunPage } from './QuestRunPage.tsx';
import type { CompanyQuest } from '../operations/company-quests.operations.ts';

/**
 * /campaigns/quests/{id}: the company's Quest at a glance (Overview); /participants(/offers|/active|
 * /review|/ended): its creators, and /participants/{participantId} one participant's page;
 * /invite-creators (and /invited-creators): inviting creators and the invitations sent.
 */
export function QuestCompanyPage({ section = 'overview' }: { section?: 'overview' | 'participants' | 'invite' }) {
  const { id = '', participantTab } = useParams();
  const isTab = PARTICIPANT_TABS.some((t) => t.id === participantTab);
  const tab: ParticipantTab = isTab ? (participantTab as ParticipantTab) : 'offers';
  const view = useCompanyQuest(id);
  if (participantTab && !isTab) return <QuestRunPage participantId={participantTab} />;
  if (!view.data) return <PageStatus error={view.error} />;
  const { quest, runCounts } = view.data;
  const publishChecks = checksBeforePublishing(
    quest.publishState !== 'draft' && quest.publishState !== 'unpublished',
    view.data.publishChecks,
  );
  return (
    <>
      <p>
        <RouterLink href="/company/activations/quests">All Quests</RouterLink>
      </p>
      <h1>{quest.name}</h1>
      <p>
        <StatusBadge kind="campaign" status={quest.status as never} /> {formatDateTime(quest.startDate)} to {formatDateTime(quest.endDate)}
        {quest.budget && <> · budget {formatUsd(quest.budget.cents)}</>} · {quest.visibility}
      </p>
      <p>
        <RouterLink href={`/campaigns/quests/${id}/edit`}>Edit the Quest setup</RouterLink>
        {publishChecks.length > 0 && ` (${publishChecks.length} publish check${publishChecks.length === 1 ? '' : 's'} to fix)`}
        {' · '}
        <RouterLink href="/company/cart">Cart</RouterLink>
      </p>
      <UrlTabs
        label="Quest"
        tabs={[
          { id: 'overview', label: 'Overview', href: `/campaigns/quests/${id}` },
          { id: 'participants', label: 'Participants', href: `/campaigns/quests/${id}/participants/${tab}` },
          { id: 'invite', label: 'Invite creators', href: `/campaigns/quests/${id}/invite-creators` },
          { id: 'results', label: 'Results', href: `/campaigns/quests/${id}/results` },
        ]}
        activeId={section}
        panelId="quest-panel"
      />
      <div id="quest-panel" role="tabpanel">
        {section === 'overview' ? (
          <QuestOverview quest={quest} counts={runCounts} />
        ) : section === 'invite' ? (
          <InviteCreatorsPanel
            activationType="QUEST"
            activationId={id}
            matchmakingHref={`/campaigns/quests/${id}/invite-creators/matchmaking/new`}
          />
        ) : (
          <QuestParticipants questId={id} questName={quest.name} tab={tab} counts={runCounts} onChanged={() => view.mutate()} />
        )}
      </div>
    </>
  );
}

/** The Overview tab: the brief creators read, and how many deals wait in each participants tab. */
function QuestOverview({ quest, counts }: { quest: CompanyQuest['quest']; counts: CompanyQuest['runCounts'] }) {
  const list = (label: string, items: readonly string[]) =>
    items.length > 0 && (
      <>
        <h3>{label}</h3>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </>
    );
  return (
    <section aria-labelledby="quest-overview">
      <h2 id="quest-overview">Overview</h2>
      <ul aria-label="Deals by tab">
        {PARTICIPANT_TABS.map((t) => (
          <li key={t.id}>
            <RouterLink href={`/campaigns/quests/${quest.id}/participants/${t.id}`}>
              {t.label}: {counts[t.id]}
            </RouterLink>
          </li>
        ))}
      </ul>
      <p>
        {quest.deliveryType === 'open' ? 'Open Quest: creators post within 10 days of approval' : 'Fixed publishing window'} ·{' '}
        {quest.platforms.join(', ') || 'No platform set'}
      </p>
      {list('Deliverables', quest.deliverables)}
      {list('Talking points', quest.talkingPoints)}
      {quest.callToAction && (
        <>
          <h3>Call to action</h3>
          <p>{quest.callToAction}</p>
        </>
      )}
    </section>
  );
}
