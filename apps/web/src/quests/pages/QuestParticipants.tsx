import { questRunColumns, questRunCreatorColumn } from './quest-run-columns.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { reportColumn } from '../../reports/index.ts';
import { useReportUser } from '../../reports/index.ts';
import { useVipColumn } from '../../creator-lists/index.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { useQuestParticipants } from '../hooks/use-quests.ts';
import { BulkAcceptQuestOffersMutation, type QuestRunRow } from '../operations/company-quests.operations.ts';

export type ParticipantTab = 'offers' | 'active' | 'review' | 'ended';
export const PARTICIPANT_TABS: readonly { id: ParticipantTab; label: string }[] = [
  { id: 'offers', label: 'Offers' },
  { id: 'active', label: 'Active' },
  { id: 'review', label: 'Review' },
  { id: 'ended', label: 'Ended' },
];

const ADD_TO_LIST = { id: 'addToList', label: 'Add to list', variant: 'secondary' as const };

/** The creators of the chosen runs, each once (one creator may have several runs). */
const creatorsOf = (runs: readonly { id: string; creatorId: string }[], runIds: readonly string[]) => [
  ...new Set(runs.filter((run) => runIds.includes(run.id)).map((run) => run.creatorId)),
];

/** The Quest's Participants tab: offers, active, review and ended runs; offers accepted in bulk into the cart; any runs' creators added to a creator list; VIP access per creator. */
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
  const report = useReportUser();
  const addToList = useAddToListModal();
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
          bulkActions={[...(tab === 'offers' ? [{ id: 'accept', label: 'Accept and add to cart' }] : []), ADD_TO_LIST]}
          onBulkAction={(action, ids) => {
            if (action === 'addToList') return addToList(creatorsOf(runs.data ?? [], ids));
            void bulkAccept(ids);
          }}
          empty={<EmptyState title="Nobody here yet" headingLevel={3} />}
          columns={[
            questRunCreatorColumn<QuestRunRow>(),
            ...questRunColumns<QuestRunRow>(tab, now),
            vipColumn,
            reportColumn<QuestRunRow>(report, (run) => ({ id: run.creatorId, name: run.creator?.displayName ?? 'this creator' })),
          ]}
        />
      </div>
    </>
  );
}
