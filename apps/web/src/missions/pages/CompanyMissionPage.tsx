import { checksBeforePublishing } from '../../shared/publishing/checks-before-publishing.ts';
import { CreatorNameCell } from '../../insights/index.ts';
import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { DataTable } from '@lurkit/ui/data-table/DataTable.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { DeleteActivationButton } from '@lurkit/ui/publish-checks/DeleteActivationButton.tsx';
import { PublishChecksList } from '@lurkit/ui/publish-checks/PublishChecksList.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { UrlTabs } from '@lurkit/ui/url-tabs/UrlTabs.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useDeleteActivation } from '../../shared/publishing/use-delete-activation.ts';
import { useAddToListModal } from '../../creator-lists/index.ts';
import { InviteCreatorsPanel } from '../../invitations/index.ts';
import { useVipColumn } from '../../creator-lists/index.ts';
import { useCompanyMission, useMissionRuns } from '../hooks/use-missions.ts';
import {
  DeleteMissionMutation,
  PublishMissionMutation,
  ReviewMissionRunsMutation,
  UnpublishMissionMutation,
  type MissionRunRow,
} from '../operations/company-missions.operations.ts';

type Tab = 'ongoing' | 'review' | 'completed' | 'ended' | 'invite';
type Pending = { decision: 'accept' | 'reject'; runIds: string[]; confirm: boolean } | null;

const reviewRuns = (runIds: string[], decision: 'accept' | 'reject', message: string, confirmCriteriaNotMet: boolean) =>
  request(ReviewMissionRunsMutation, { runIds, decision, message, confirmCriteriaNotMet });
const publish = (id: string) => request(PublishMissionMutation, { id });
const unpublish = (id: string) => request(UnpublishMissionMutation, { id });

/**
 * /company/missions/{id} (+ /review, /completed, /ended): the mission run participants table with its
 * reviews; /invite-creators (and /invited-creators): inviting creators and the invitations sent.
 */
export function CompanyMissionPage({ tab = 'ongoing' }: { tab?: Tab }) {
  const { id = '' } = useParams();
  const mission = useCompanyMission(id);
  const runs = useMissionRuns(id, tab === 'invite' ? null : tab);
  const toasts = useToasts();
  const navigate = useNavigate();
  const review = useServerAction(reviewRuns);
  const publishing = useServerAction(publish);
  const closing = useServerAction(unpublish);
  const deleting = useDeleteActivation({
    remove: () => request(DeleteMissionMutation, { id }).then((d) => d.deleteMission),
    leave: () => void navigate('/company/missions'),
  });
  const [pending, setPending] = useState<Pending>(null);
  const addToList = useAddToListModal();
  const [message, setMessage] = useState('');
  // VIP access lets a creator take part without program membership; granted or taken back per row.
  const vipColumn = useVipColumn<MissionRunRow>(
    'MISSION',
    id,
    (r) => ({ rowId: r.id, creatorId: r.creator.id, creatorName: r.creator.displayName, grant: r.vipAccess }),
    () => runs.mutate(),
  );
  if (!mission.data) return <PageStatus error={mission.error} />;
  const m = mission.data;
  const base = `/company/missions/${m.id}`;
  const checks = checksBeforePublishing(m.published || m.status === 'waitingForReview', m.publishChecks);
  const tabs = [
    { id: 'ongoing', label: 'Ongoing', href: base },
    { id: 'review', label: 'Review', href: `${base}/review` },
    { id: 'completed', label: 'Completed', href: `${base}/completed` },
    { id: 'ended', label: 'Ended', href: `${base}/ended` },
    { id: 'invite', label: 'Invite creators', href: `${base}/invite-creators` },
  ] as const;
  const send = async (p: NonNullable<Pending>) => {
    const outcome = await review.run(p.runIds, p.decision, message, p.confirm);
    if (!outcome.ok) {
      // Accepting a creator who has not met the criteria asks for confirmation first (spec 4).
      if (outcome.error.code === 'MISSION.CRITERIA_NOT_MET_CONFIRMATION') setPending({ ...p, confirm: true });
      return;
    }
    toasts.add({
      type: 'success',
      content: p.decision === 'accept' ? 'Accepted: rewards are claimable.' : 'Rejected; the creator sees your message.',
    });
    setPending(null);
    setMessage('');
    await Promise.all([runs.mutate(), mission.mutate()]);
  };
  return (
    <>
      <h1>{m.name}</h1>
      <p>
        <StatusBadge kind="campaign" status={m.status} /> · <RouterLink href={`${base}/edit`}>Edit setup</RouterLink>
      </p>
      {m.reviewNote && m.status === 'unpublished' ? (
        <Alert tone="error" title="Lurkit staff did not let it go live">
          {m.reviewNote} Fix it and publish again.
        </Alert>
      ) : null}
      {checks.length > 0 ? (
        <PublishChecksList
          checks={checks.map((c) => ({ id: c.id, message: c.message, step: c.wizard === 'account' ? null : c.step }))}
          onFix={(checkId) => {
            const check = checks.find((c) => c.id === checkId);
            void navigate(!check || check.wizard === 'account' ? '/user/settings' : `${base}/${check.step === '' ? 'edit' : check.step}`);
          }}
        />
      ) : null}
      {publishing.serverError ? <Alert tone="error">{publishing.serverError.message}</Alert> : null}
      {m.published ? (
        <Button
          variant="secondary"
          loading={closing.submitting}
          onClick={async () => (await closing.run(m.id)).ok && (await mission.mutate())}
        >
          Unpublish
        </Button>
      ) : (
        <Button
          loading={publishing.submitting}
          onClick={async () => {
            const outcome = await publishing.run(m.id);
            if (outcome.ok)
              toasts.add({
                type: 'success',
                content: outcome.value.publishMission.heldForReview ? 'Held for account review.' : 'Mission published.',
              });
            await mission.mutate();
          }}
        >
          Publish
        </Button>
      )}
      <DeleteActivationButton status={m.status} noun="mission" busy={deleting.busy} onDelete={() => void deleting.run()} />
      <UrlTabs label="Mission participants" tabs={tabs} activeId={tab} panelId="runs-panel" />
      {tab === 'invite' ? (
        <div id="runs-panel" role="tabpanel">
          <InviteCreatorsPanel activationType="MISSION" activationId={m.id} />
        </div>
      ) : (
        <div id="runs-panel" role="tabpanel">
          {pending ? (
            <form
              noValidate
              aria-label={pending.decision === 'reject' ? 'Reject the selected creators' : 'Accept the selected creators'}
              onSubmit={(e) => {
                e.preventDefault();
                void send(pending);
              }}
            >
              {pending.decision === 'reject' ? (
                <Textarea
                  label="Message to the creator (required)"
                  value={message}
                  error={review.serverError?.field === 'message' ? review.serverError.message : undefined}
                  onChange={(e) => setMessage(e.target.value)}
                />
              ) : (
                <Alert tone="warning">
                  {pending.confirm
                    ? 'Some of these creators have not met the completion criteria. Accept anyway and make them eligible for the rewards?'
                    : `Accept ${pending.runIds.length} ${pending.runIds.length === 1 ? 'creator' : 'creators'}?`}
                </Alert>
              )}
              {review.serverError &&
              review.serverError.field !== 'message' &&
              review.serverError.code !== 'MISSION.CRITERIA_NOT_MET_CONFIRMATION' ? (
                <Alert tone="error">{review.serverError.message}</Alert>
              ) : null}
              <Button type="submit" loading={review.submitting} variant={pending.decision === 'reject' ? 'danger' : 'primary'}>
                {pending.decision === 'reject' ? 'Reject' : pending.confirm ? 'Accept anyway' : 'Accept'}
              </Button>
              <Button variant="ghost" onClick={() => setPending(null)}>
                Cancel
              </Button>
            </form>
          ) : null}
          <DataTable
            caption="Mission run participants"
            rows={runs.data ?? []}
            loading={!runs.data && !runs.error}
            getRowId={(r) => r.id}
            rowLabel={(r) => r.creator.displayName}
            bulkActions={[
              ...(tab === 'review' || tab === 'ongoing'
                ? [
                    { id: 'accept', label: 'Accept' },
                    { id: 'reject', label: 'Reject', variant: 'danger' as const },
                  ]
                : []),
              { id: 'addToList', label: 'Add to list', variant: 'secondary' as const },
            ]}
            onBulkAction={(action, runIds) => {
              if (action === 'addToList') {
                const chosen = (runs.data ?? []).filter((r) => runIds.includes(r.id));
                return addToList([...new Set(chosen.map((r) => r.creator.id))]);
              }
              setPending({ decision: action === 'reject' ? 'reject' : 'accept', runIds, confirm: false });
            }}
            columns={[
              {
                id: 'creator',
                header: 'Creator',
                cell: (r) => <CreatorNameCell creator={r.creator} />,
                sortValue: (r) => r.creator.displayName,
              },
              {
                id: 'label',
                header: 'Status',
                // A pro-rated approval names the share of the rewards it earned.
                cell: (r) =>
                  r.review?.outcome === 'accepted' && r.review.sharePercent < 100
                    ? `${r.companyLabel} (${r.review.sharePercent}% share)`
                    : r.companyLabel,
              },
              { id: 'repeat', header: 'Run', cell: (r) => r.repeatNumber, align: 'end' },
              { id: 'joined', header: 'Joined', cell: (r) => formatDateTime(r.joinedAt), sortValue: (r) => r.joinedAt },
              vipColumn,
              {
                id: 'content',
                header: 'Content',
                cell: (r) =>
                  r.submission.length === 0
                    ? '–'
                    : r.submission.map((item, i) =>
                        item.url ? (
                          // A long address breaks anywhere, so the table keeps Review in view at a desktop width.
                          <a key={i} href={item.url} rel="noreferrer noopener" target="_blank" style={{ overflowWrap: 'anywhere' }}>
                            {item.url}{' '}
                          </a>
                        ) : (
                          <span key={i} style={{ overflowWrap: 'anywhere' }}>
                            {item.message ?? `${item.postType === 'STREAM' ? 'Stream' : 'Video'}: ${item.postTitle ?? item.postId}`}{' '}
                          </span>
                        ),
                      ),
              },
              {
                id: 'review',
                header: 'Review',
                cell: (r) => (r.review ? `${r.review.outcome} by ${r.review.by === 'SYSTEM' ? 'automatic review' : 'company'}` : '–'),
              },
            ]}
            empty={<EmptyState title="Nobody here">Creators who join the mission appear here as they go.</EmptyState>}
          />
        </div>
      )}
    </>
  );
}
