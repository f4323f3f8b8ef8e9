import { waitedText } from '@lurkit/ui/creator-management/waited.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { timeLeft, usd } from '@lurkit/ui/quest-log/time-left.ts';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useNavigate } from 'react-router';
import { request } from '../../api/gql-client.ts';
import { RouterLink } from '../../app/RouterLink.tsx';
import { toFormServerError } from '../../forms/to-form-server-error.ts';
import { useVipColumn } from '../../creator-lists/hooks/use-vip-column.tsx';
import { useQuestParticipants } from '../hooks/use-quests.ts';
import { BulkAcceptQuestOffersMutation, type QuestRunRow } from '../operations/company-quests.operations.ts';

export type ParticipantTab = 'offers' | 'active' | 'review' | 'ended';
export const PARTICIPANT_TABS: readonly { id: ParticipantTab; label: string }[] = [
  { id: 'offers', label: 'Offers' },
  { id: 'active', label: 'Active' },
  { id: 'review', label: 'Review' },
  { id: 'ended', label: 'Ended' },
];

/** The Quest's Participants tab: offers, active, review and ended runs; offers accepted in bulk into the cart; VIP access per creator. */
export function QuestParticipants({
  questId: id,
  questName,
  tab,
  counts,
  onChanged,
}: {
  questId: string;
  questName: string;
  tab: ParticipantTab;
  counts: Record<ParticipantTab, number>;
  /** The Quest's counts changed (offers accepted). */
  onChanged(): Promise<unknown>;
}) {
  const runs = useQuestParticipants(id, tab);
  const toasts = useToasts();
  const navigate = useNavigate();
  const now = new Date();
  const vipColumn = useVipColumn<QuestRunRow>(
    'QUEST',
    id,
    (run) => ({ rowId: run.id, creatorId: run.creatorId, creatorName: run.creator?.displayName ?? 'Creator', grant: run.vipAccess }),
    () => runs.mutate(),
  );
  const bulkAccept = async (runIds: string[]) => {
    try {
      const outcome = (await request(BulkAcceptQuestOffersMutation, { runIds })).bulkAcceptQuestOffers;
      const accepted = runIds.length - outcome.refused.length;
      toasts.add({ type: accepted > 0 ? 'success' : 'error', content: `${accepted} offer${accepted === 1 ? '' : 's'} added to the cart.` });
      for (const refusal of outcome.refused) toasts.add({ type: 'warning', content: refusal.message });
      if (accepted > 0) await navigate('/company/cart');
    } catch (error) {
      toasts.add({ type: 'error', content: toFormServerError(error).message });
    } finally {
      await Promise.all([runs.mutate(), onChanged()]);
    }
  };
  return (
    <>
      <h2>Participants</h2>
      <UrlTabs
        label="Participants"
        tabs={PARTICIPANT_TABS.map((t) => ({
          id: t.id,
          label: `${t.label} (${counts[t.id]})`,
          href: `/campaigns/quests/${id}/participants/${t.id}`,
        }))}
        activeId={tab}
        panelId="quest-participants"
      />
      <div id="quest-participants" role="tabpanel">
        <DataTable<QuestRunRow>
          caption={`${PARTICIPANT_TABS.find((t) => t.id === tab)?.label} of ${questName}`}
          loading={!runs.data}
          rows={runs.data ?? []}
          getRowId={(run) => run.id}
          rowLabel={(run) => run.creator?.displayName ?? run.creatorId}
          bulkActions={tab === 'offers' ? [{ id: 'accept', label: 'Accept and add to cart' }] : undefined}
          onBulkAction={(_action, ids) => void bulkAccept(ids)}
          empty={<EmptyState title="Nobody here yet" headingLevel={3} />}
          columns={[
            {
              id: 'creator',
              header: 'Creator',
              cell: (run) => <RouterLink href={`/campaigns/quests/${id}/${run.id}`}>{run.creator?.displayName ?? 'Creator'}</RouterLink>,
              sortValue: (run) => run.creator?.displayName ?? '',
            },
            { id: 'status', header: 'Status', cell: (run) => <StatusBadge kind="questRun" status={run.status as never} /> },
            {
              id: 'offer',
              header: 'Last bid',
              align: 'end',
              cell: (run) => {
                const last = run.bids.at(-1);
                return last ? `${usd(last.amount.cents)} · ${last.contentLengthMinutes} min ${run.contentType}` : '';
              },
              sortValue: (run) => run.bids.at(-1)?.amount.cents ?? 0,
            },
            // The request SLA: how long an offer has waited for the company's answer.
            ...(tab === 'offers'
              ? [
                  {
                    id: 'waited',
                    header: 'Waiting',
                    cell: (run: QuestRunRow) => {
                      const last = run.bids.at(-1);
                      return run.partyToAct === 'COMPANY' && last ? waitedText(last.placedAt, now) : 'On the creator';
                    },
                    sortValue: (run: QuestRunRow) => (run.partyToAct === 'COMPANY' ? -Date.parse(run.bids.at(-1)?.placedAt ?? '') : 0),
                  },
                ]
              : []),
            {
              id: 'due',
              header: 'Time left',
              cell: (run) =>
                run.dueAt && run.partyToAct ? `${run.partyToAct === 'COMPANY' ? 'You' : 'Creator'}: ${timeLeft(run.dueAt, now)}` : '',
            },
            vipColumn,
          ]}
        />
      </div>
    </>
  );
}
