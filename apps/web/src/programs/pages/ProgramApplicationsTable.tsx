import { CreatorNameCell } from '../../insights/index.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { waitedText } from '@lurkit/ui/creator-management/waited.ts';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useVipColumn } from '../../creator-lists/index.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { useProgramApplications } from '../hooks/use-programs.ts';
import {
  ReviewProgramApplicationsMutation,
  type MyCreatorProgram,
  type ProgramApplication,
} from '../operations/company-creator-program.operations.ts';

export type ApplicationsTab = 'applicants' | 'accepted' | 'rejected';

const LABELS: Record<ApplicationsTab, string> = { applicants: 'Applicants', accepted: 'Accepted', rejected: 'Rejected' };

/** Bulk decisions each tab offers (spec 2: creator-program applicants, accepted, rejected); every tab adds to a creator list. */
const ACTIONS: Record<ApplicationsTab, { id: 'accept' | 'reject' | 'remove'; label: string; variant?: 'danger' }[]> = {
  applicants: [
    { id: 'accept', label: 'Accept' },
    { id: 'reject', label: 'Reject', variant: 'danger' },
  ],
  accepted: [{ id: 'remove', label: 'Remove from program', variant: 'danger' }],
  rejected: [],
};

const ADD_TO_LIST = { id: 'addToList', label: 'Add to list', variant: 'secondary' as const };

const review = (applicationIds: string[], decision: 'accept' | 'reject' | 'remove') =>
  request(ReviewProgramApplicationsMutation, { applicationIds, decision });

/** When and by whom an application was decided; the system's decisions say why. */
const decidedText = (m: ProgramApplication) =>
  m.decidedAt
    ? `${formatDateTime(m.decidedAt)}${m.decidedBy === 'SYSTEM' ? ` · automatically: ${m.decisionReason ?? 'no answer in time'}` : ''}`
    : '–';

/**
 * One tab of a program's applications with its bulk decisions; open applications show how long they
 * have waited for an answer (the request SLA), and each creator's VIP access can be granted or taken
 * back, and any creators added to a creator list. Shared by the program page and creator management.
 */
export function ProgramApplicationsTable({
  program,
  tab,
  onDecided,
}: {
  program: Pick<MyCreatorProgram, 'id' | 'questions'>;
  tab: ApplicationsTab;
  onDecided?: () => Promise<unknown>;
}) {
  const applications = useProgramApplications(program.id, tab);
  const decide = useServerAction(review);
  const toasts = useToasts();
  const addToList = useAddToListModal();
  const now = new Date();
  const vipColumn = useVipColumn<ProgramApplication>(
    'CREATOR_PROGRAM',
    program.id,
    (m) => ({ rowId: m.id, creatorId: m.creator.id, creatorName: m.creator.displayName, grant: m.vipAccess }),
    () => applications.mutate(),
  );
  return (
    <>
      {decide.serverError ? <Alert tone="error">{decide.serverError.message}</Alert> : null}
      <DataTable
        caption={LABELS[tab]}
        rows={applications.data ?? []}
        loading={!applications.data && !applications.error}
        getRowId={(m) => m.id}
        rowLabel={(m) => m.creator.displayName}
        bulkActions={[...ACTIONS[tab], ADD_TO_LIST]}
        onBulkAction={async (action, ids) => {
          if (action === 'addToList') {
            const chosen = (applications.data ?? []).filter((m) => ids.includes(m.id));
            return addToList([...new Set(chosen.map((m) => m.creator.id))]);
          }
          const outcome = await decide.run(ids, action as 'accept' | 'reject' | 'remove');
          if (outcome.ok) {
            toasts.add({ type: 'success', content: `${ids.length} ${ids.length === 1 ? 'creator' : 'creators'} updated.` });
            await Promise.all([applications.mutate(), onDecided?.()]);
          }
        }}
        columns={[
          {
            id: 'creator',
            header: 'Creator',
            cell: (m) => <CreatorNameCell creator={m.creator} />,
            sortValue: (m) => m.creator.displayName,
          },
          { id: 'state', header: 'State', cell: (m) => m.label },
          { id: 'country', header: 'Country', cell: (m) => m.profile.country ?? '–' },
          { id: 'hardware', header: 'Hardware', cell: (m) => m.profile.hardware.join(', ') || '–' },
          {
            id: 'answers',
            header: 'Answers',
            cell: (m) =>
              m.answers.map((a) => program.questions.find((q) => q.id === a.questionId)?.text + ': ' + a.answer).join(' · ') || '–',
          },
          { id: 'applied', header: 'Applied', cell: (m) => formatDateTime(m.appliedAt), sortValue: (m) => m.appliedAt },
          ...(tab === 'applicants'
            ? [
                {
                  id: 'waited',
                  header: 'Waiting',
                  cell: (m: ProgramApplication) => waitedText(m.appliedAt, now),
                  sortValue: (m: ProgramApplication) => -Date.parse(m.appliedAt),
                },
              ]
            : [{ id: 'decided', header: 'Decided', cell: (m: ProgramApplication) => decidedText(m) }]),
          vipColumn,
        ]}
        empty={<EmptyState title={`No ${tab} creators`}>Creators who apply through your program&apos;s join link appear here.</EmptyState>}
      />
    </>
  );
}
