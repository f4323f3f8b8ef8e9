import { QuestLog } from '@lurkit/ui/quest-log/QuestLog.tsx';
import { QUEST_LOG_SECTIONS, type QuestLogSection } from '@lurkit/ui/quest-log/quest-log.types.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { useQuestRun } from '../hooks/use-quests.ts';
import { toQuestLogRun } from './to-quest-log-run.ts';
import { useRunActions } from './use-run-actions.ts';
import { PayoutTimeline } from './PayoutTimeline.tsx';
import { QuestDisputePanel } from '@lurkit/ui/quest-dispute/QuestDisputePanel.tsx';
import { DISPUTABLE_STATUSES } from '@lurkit/core/quests/domain/quest-dispute.schema.ts';
import { useOpenDispute } from '../hooks/use-open-dispute.ts';
import { MyTrackedLink } from '../../attribution/index.ts';

/**
 * /campaigns/quests/{id}/{runId}?section=...: the quest log of one deal, for either party; also a
 * participant's page at /campaigns/quests/{id}/participants/{participantId}, which passes the run.
 */
export function QuestRunPage({ participantId }: { participantId?: string }) {
  const routeParams = useParams();
  const id = routeParams.id ?? '';
  const runId = participantId ?? routeParams.runId ?? '';
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const run = useQuestRun(runId);
  const actions = useRunActions(runId, () => run.mutate());
  const dispute = useOpenDispute(runId, () => run.mutate());
  if (!run.data || session.status !== 'authenticated') return <PageStatus error={run.error} />;
  const viewer = session.user.userType === 'Company' ? 'COMPANY' : 'CREATOR';
  const section = QUEST_LOG_SECTIONS.find((s) => s === params.get('section')) as QuestLogSection | undefined;
  return (
    <>
      <p>
        <RouterLink href={viewer === 'COMPANY' ? `/campaigns/quests/${id}/participants` : '/deals'}>
          {viewer === 'COMPANY' ? 'Back to participants' : 'Back to deals'}
        </RouterLink>
      </p>
      <h1>
        {run.data.quest?.name ?? 'Quest'}
        {viewer === 'COMPANY' && run.data.creator ? `: ${run.data.creator.displayName}` : ''}
      </h1>
      {viewer === 'CREATOR' && run.data.approvedAt && <PayoutTimeline runId={runId} />}
      {viewer === 'CREATOR' && <MyTrackedLink kind="QUEST" activationId={id} isIn={Boolean(run.data.acceptedAt)} />}
      <QuestDisputePanel
        viewer={viewer}
        dispute={run.data.dispute}
        canOpen={DISPUTABLE_STATUSES.includes(run.data.status) && !run.data.frozen}
        submitting={dispute.submitting}
        serverError={dispute.error}
        onOpen={dispute.open}
      />
      <QuestLog
        run={toQuestLogRun(run.data)}
        viewer={viewer}
        now={new Date()}
        section={section}
        onPay={() => void navigate('/company/cart')}
        {...actions}
      />
    </>
  );
}
