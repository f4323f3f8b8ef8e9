import { QUEST_BADGE_LABELS, type QuestBadge } from '@lurkit/core/quests/domain/quest-badge.schema.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { formatCount, formatDateTime, formatUsd } from '@lurkit/ui/format/format.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { formatHours } from '@lurkit/ui/quest-results/format-figures.ts';
import { QuestResultsSummary } from '@lurkit/ui/quest-results/QuestResultsSummary.tsx';
import { RankingChart } from '@lurkit/ui/ranking-chart/RankingChart.tsx';
import { QuestRunStatusBadge } from '@lurkit/ui/status-badge/QuestRunStatusBadge.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useActivationWishlists } from '../../attribution/index.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { useQuestResults } from '../hooks/use-quests.ts';
import type { QuestResultsData } from '../operations/quest-results.operations.ts';

type Tab = 'overview' | 'creators' | 'games' | 'activations' | 'content';
const TABS: readonly { id: Tab; label: string; path: string }[] = [
  { id: 'overview', label: 'Overview', path: '' },
  { id: 'activations', label: 'Activations', path: '/activations' },
  { id: 'content', label: 'Content', path: '/content' },
  { id: 'creators', label: 'Creators', path: '/creators' },
  { id: 'games', label: 'Games', path: '/games' },
];

const REVIEW_LABELS = { approved: 'Approved', declined: 'Declined', inReview: 'In review' } as const;
const POST_TYPES: Record<string, string> = { STREAM: 'Stream', VIDEO: 'Video', SHORTS: 'Short' };
const ccv = (value: number | null) => (value === null ? '—' : formatCount(value));
const badges = (list: readonly string[]) => list.map((b) => QUEST_BADGE_LABELS[b as QuestBadge] ?? b).join(', ');

/** /campaigns/quests/{id}/results (plus /creators, /games, /activations, /content): what a Quest brought (spec 2). */
export function QuestResultsPage() {
  const { id = '', resultsTab } = useParams();
  const tab: Tab = TABS.find((t) => t.id === resultsTab)?.id ?? 'overview';
  const results = useQuestResults(id);
  const wishlists = useActivationWishlists('QUEST', id);
  if (!results.data) return <PageStatus error={results.error} />;
  const data = results.data;
  return (
    <>
      <p>
        <RouterLink href={`/campaigns/quests/${id}`}>Back to the Quest</RouterLink>
      </p>
      <h1>Results of {data.quest.name}</h1>
      <p>Only approved content counts; figures come from the platforms and may take up to 3 hours to update.</p>
      <p>
        <RouterLink href="/company/attribution">Wishlists per creator</RouterLink> come from the Steam UTM report you import.
      </p>
      <UrlTabs
        label="Results"
        tabs={TABS.map((t) => ({ id: t.id, label: t.label, href: `/campaigns/quests/${id}/results${t.path}` }))}
        activeId={tab}
        panelId="quest-results"
      />
      <div id="quest-results" role="tabpanel">
        {tab === 'overview' && (
          <QuestResultsSummary
            totals={{
              ...data.totals,
              spentCents: data.totals.spent.cents,
              costPerHourWatchedCents: data.totals.costPerHourWatched?.cents ?? null,
            }}
            wishlists={
              wishlists === null ? null : { count: wishlists, costPerWishlistCents: costPerWishlist(data.totals.spent.cents, wishlists) }
            }
            funnel={data.funnel}
          />
        )}
        {tab === 'creators' && <CreatorsTab data={data} />}
        {tab === 'games' && <GamesTab data={data} />}
        {tab === 'activations' && <ActivationsTab data={data} questId={id} />}
        {tab === 'content' && <ContentTab data={data} questId={id} />}
      </div>
    </>
  );
}

type Row<K extends 'creators' | 'games' | 'activations' | 'content'> = QuestResultsData[K][number];

function CreatorsTab({ data }: { data: QuestResultsData }) {
  const name = (row: Row<'creators'>) => row.creator?.displayName ?? 'Creator';
  const addToList = useAddToListModal();
  return (
    <div className="quest-results">
      <RankingChart
        title="Hours watched by creator"
        description="Approved content of each creator with a paid deal, highest first."
        valueLabel="Hours watched"
        items={data.creators.filter((c) => c.hoursWatched > 0).map((c) => ({ label: name(c), value: c.hoursWatched }))}
        formatValue={formatHours}
      />
      <DataTable<Row<'creators'>>
        caption="Results by creator"
        rows={data.creators}
        getRowId={(row) => row.creatorId}
        rowLabel={name}
        // The rows are creators, so the selection's ids are the creators to add.
        bulkActions={[{ id: 'addToList', label: 'Add to list', variant: 'secondary' }]}
        onBulkAction={(_action, creatorIds) => addToList(creatorIds)}
        initialSort={{ id: 'hours', desc: true }}
        empty={<EmptyState title="No paid deals yet" headingLevel={2} />}
        columns={[
          { id: 'creator', header: 'Creator', cell: name, sortValue: name },
          { id: 'deals', header: 'Deals', align: 'end', cell: (r) => formatCount(r.deals), sortValue: (r) => r.deals },
          { id: 'spent', header: 'Spent', align: 'end', cell: (r) => formatUsd(r.spent.cents), sortValue: (r) => r.spent.cents },
          { id: 'content', header: 'Content', align: 'end', cell: (r) => formatCount(r.content), sortValue: (r) => r.content },
          { id: 'views', header: 'Views', align: 'end', cell: (r) => formatCount(r.views), sortValue: (r) => r.views },
          {
            id: 'hours',
            header: 'Hours watched',
            align: 'end',
            cell: (r) => formatHours(r.hoursWatched),
            sortValue: (r) => r.hoursWatched,
          },
          { id: 'ccv', header: 'Average CCV', align: 'end', cell: (r) => ccv(r.averageCcv), sortValue: (r) => r.averageCcv ?? -1 },
          { id: 'badges', header: 'Badges', cell: (r) => badges(r.badges) },
        ]}
      />
    </div>
  );
}

function GamesTab({ data }: { data: QuestResultsData }) {
  const name = (row: Row<'games'>) => row.gameName ?? 'No game';
  return (
    <div className="quest-results">
      <RankingChart
        title="Views by game"
        description="Views of approved content, by the game it showed."
        valueLabel="Views"
        items={data.games.map((g) => ({ label: name(g), value: g.views }))}
        formatValue={formatCount}
      />
      <DataTable<Row<'games'>>
        caption="Results by game"
        rows={data.games}
        getRowId={(row) => row.gameId ?? 'none'}
        initialSort={{ id: 'hours', desc: true }}
        empty={<EmptyState title="No approved content with figures yet" headingLevel={2} />}
        columns={[
          { id: 'game', header: 'Game', cell: name, sortValue: name },
          { id: 'creators', header: 'Creators', align: 'end', cell: (r) => formatCount(r.creators), sortValue: (r) => r.creators },
          { id: 'content', header: 'Content', align: 'end', cell: (r) => formatCount(r.content), sortValue: (r) => r.content },
          { id: 'views', header: 'Views', align: 'end', cell: (r) => formatCount(r.views), sortValue: (r) => r.views },
          {
            id: 'hours',
            header: 'Hours watched',
            align: 'end',
            cell: (r) => formatHours(r.hoursWatched),
            sortValue: (r) => r.hoursWatched,
          },
          { id: 'ccv', header: 'Average CCV', align: 'end', cell: (r) => ccv(r.averageCcv), sortValue: (r) => r.averageCcv ?? -1 },
        ]}
      />
    </div>
  );
}

function ActivationsTab({ data, questId }: { data: QuestResultsData; questId: string }) {
  return (
    <DataTable<Row<'activations'>>
      caption="Deals of this Quest"
      rows={data.activations}
      getRowId={(row) => row.run.id}
      empty={<EmptyState title="No accepted offers yet" headingLevel={2} />}
      columns={[
        {
          id: 'creator',
          header: 'Creator',
          cell: (r) => <RouterLink href={`/campaigns/quests/${questId}/${r.run.id}`}>{r.run.creator?.displayName ?? 'Creator'}</RouterLink>,
          sortValue: (r) => r.run.creator?.displayName ?? '',
        },
        { id: 'status', header: 'Status', cell: (r) => <QuestRunStatusBadge status={r.run.status} payoutStatus={r.run.payoutStatus} /> },
        {
          id: 'deal',
          header: 'Deal',
          cell: (r) => `${r.run.contentType} on ${r.run.platform === 'twitch' ? 'Twitch' : 'YouTube'}`,
        },
        { id: 'amount', header: 'Amount', align: 'end', cell: (r) => formatUsd(r.amount.cents), sortValue: (r) => r.amount.cents },
        {
          id: 'paid',
          header: 'Paid',
          cell: (r) => (r.run.paidAt ? formatDateTime(r.run.paidAt) : 'Not paid'),
          sortValue: (r) => r.run.paidAt ?? '',
        },
        {
          id: 'views',
          header: 'Views',
          align: 'end',
          cell: (r) => (r.figures ? formatCount(r.figures.views) : '—'),
          sortValue: (r) => r.figures?.views ?? -1,
        },
        {
          id: 'hours',
          header: 'Hours watched',
          align: 'end',
          cell: (r) => (r.figures ? formatHours(r.figures.hoursWatched) : '—'),
          sortValue: (r) => r.figures?.hoursWatched ?? -1,
        },
      ]}
    />
  );
}

function ContentTab({ data, questId }: { data: QuestResultsData; questId: string }) {
  return (
    <DataTable<Row<'content'>>
      caption="Submitted content"
      rows={data.content}
      getRowId={(row) => row.runId}
      empty={<EmptyState title="No content submitted yet" headingLevel={2} />}
      columns={[
        {
          id: 'content',
          header: 'Content',
          cell: (r) => <a href={r.url}>{r.figures?.title ?? r.url}</a>,
          sortValue: (r) => r.figures?.title ?? r.url,
        },
        {
          id: 'creator',
          header: 'Creator',
          cell: (r) => (
            <RouterLink href={`/campaigns/quests/${questId}/${r.runId}?section=content-production`}>
              {r.creator?.displayName ?? 'Creator'}
            </RouterLink>
          ),
          sortValue: (r) => r.creator?.displayName ?? '',
        },
        { id: 'review', header: 'Review', cell: (r) => REVIEW_LABELS[r.review] },
        { id: 'type', header: 'Type', cell: (r) => (r.figures ? (POST_TYPES[r.figures.postType] ?? r.figures.postType) : '—') },
        { id: 'game', header: 'Game', cell: (r) => (r.figures ? (r.figures.gameName ?? 'No game') : '—') },
        {
          id: 'views',
          header: 'Views',
          align: 'end',
          cell: (r) => (r.figures ? formatCount(r.figures.views) : '—'),
          sortValue: (r) => r.figures?.views ?? -1,
        },
        {
          id: 'hours',
          header: 'Hours watched',
          align: 'end',
          cell: (r) => (r.figures ? formatHours(r.figures.hoursWatched) : '—'),
          sortValue: (r) => r.figures?.hoursWatched ?? -1,
        },
        {
          id: 'ccv',
          header: 'Average CCV',
          align: 'end',
          cell: (r) => (r.figures?.postType === 'STREAM' ? formatCount(r.figures.averageCcv) : '—'),
        },
        {
          id: 'submitted',
          header: 'Submitted',
          cell: (r) => formatDateTime(r.submittedAt),
          sortValue: (r) => r.submittedAt,
        },
      ]}
    />
  );
}

/**
 * Spend over wishlists in whole cents, as reporting's figures compute it on the server (the page adds
 * the wishlists it reads from attribution); none without spend or wishlists.
 */
const costPerWishlist = (spentCents: number, wishlists: number): number | null =>
  spentCents > 0 && wishlists > 0 ? Math.round(spentCents / wishlists) : null;
