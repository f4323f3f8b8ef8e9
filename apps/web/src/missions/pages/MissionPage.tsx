import { Alert } from '@lurkit/ui/alert/Alert.tsx';
import { Button } from '@lurkit/ui/button/Button.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { StatusBadge } from '@lurkit/ui/status-badge/StatusBadge.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { VipAccessNote } from '@lurkit/ui/vip-access/VipAccessNote.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { useParams } from 'react-router';
import { request } from '../../shared/api/gql-client.ts';
import { GqlError } from '../../shared/api/gql-error.ts';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useCreatorMission } from '../hooks/use-missions.ts';
import {
  ClaimMissionKitMutation,
  JoinMissionMutation,
  StartNextMissionRunMutation,
  type CreatorMission,
} from '../operations/creator-missions.operations.ts';
import { ClaimRewardsForm } from './ClaimRewardsForm.tsx';
import { SubmitContentForm } from './SubmitContentForm.tsx';

/** How a creator reads each measured metric (spec 4, completion criteria). */
const METRIC_LABELS: Record<string, string> = {
  STREAM_CONTENT_AIR_TIME: 'Stream air time (minutes)',
  STREAM_CONTENT_CCV: 'Average concurrent viewers',
  STREAM_CONTENT_HOURS_WATCHED: 'Hours watched',
  VIDEO_VIEWS: 'Video views',
  VIDEO_AVERAGE_VIEWS_PER_VIDEO: 'Average views per video',
};

const join = (missionId: string) => request(JoinMissionMutation, { missionId });
const repeat = (missionId: string) => request(StartNextMissionRunMutation, { missionId });
const claimKit = (runId: string) => request(ClaimMissionKitMutation, { runId });

/** /missions/{id}: a member's mission with their run: join, kit, tracked links, progress, submit, rewards (spec 4). */
export function MissionPage() {
  const { id = '' } = useParams();
  const view = useCreatorMission(id);
  const toasts = useToasts();
  const joining = useServerAction(join);
  const repeating = useServerAction(repeat);
  const kit = useServerAction(claimKit);
  if (!view.data) {
    if (view.error instanceof GqlError && view.error.code === 'MISSION.MEMBERS_ONLY') {
      return (
        <>
          <h1>Mission</h1>
          <EmptyState title="Missions are for members">Join the company's Creator Program to take its missions.</EmptyState>
        </>
      );
    }
    return <PageStatus error={view.error} />;
  }
  const { mission, run, progress, vipAccess } = view.data;
  const refresh = () => view.mutate();
  const canRepeat = run?.state === 'completed' && (mission.repeatCount === 0 || run.repeatNumber < mission.repeatCount);
  return (
    <>
      <h1>{mission.name}</h1>
      <p>
        <StatusBadge kind="campaign" status={mission.status} /> · Starts {formatDateTime(mission.startDate)}
        {mission.endDate ? ` · ends ${formatDateTime(mission.endDate)}` : ''} · Repeats: {mission.repeatLabel}
      </p>
      <VipAccessNote vipAccess={vipAccess} />
      <p style={{ whiteSpace: 'pre-wrap' }}>{mission.description}</p>
      <h2>Completion criteria</h2>
      {mission.criteria.map((group, g) => (
        <section key={g} aria-label={group.label}>
          <h3>{group.label}</h3>
          <ul>
            {group.criteria.map((c) => {
              const reached = progress?.criteria.find((p) => p.criterionId === c.id);
              return (
                <li key={c.id}>
                  {c.metricType === 'CUSTOM'
                    ? c.description
                    : c.metricType === 'CLICKS'
                      ? `${c.callToAction}: ${c.amount} clicks`
                      : `${METRIC_LABELS[c.metricType]}: ${c.amount}`}
                  {reached ? ` — ${reached.value} of ${reached.amount}${reached.met ? ' ✓' : ''}` : ''}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <h2>Rewards</h2>
      {mission.proRatedFromPercent !== null ? (
        <p>
          Pro-rated: reaching at least {mission.proRatedFromPercent}% of the target pays that share of the code rewards (rounded down).
          Merchandise and custom rewards need the whole target.
        </p>
      ) : null}
      <ul>
        {mission.rewards.map((r) => (
          <li key={r.id}>
            {r.kind === 'codes'
              ? `${r.numberOfCodes} code(s) for ${r.platforms.join(', ')}`
              : `${r.name}${r.description ? `: ${r.description}` : ''}`}
          </li>
        ))}
      </ul>
      {!run && mission.status === 'upcoming' ? (
        <>
          {/* Not open yet: say when it opens rather than offer a Join the server refuses. */}
          <p>Opens {formatDateTime(mission.startDate)}. You can join from then.</p>
          <Button disabled>Join mission</Button>
        </>
      ) : !run ? (
        <>
          {joining.serverError ? <Alert tone="error">{joining.serverError.message}</Alert> : null}
          <Button
            loading={joining.submitting}
            onClick={async () =>
              (await joining.run(mission.id)).ok && (toasts.add({ type: 'success', content: 'You joined the mission.' }), await refresh())
            }
          >
            Join mission
          </Button>
        </>
      ) : (
        <RunSection
          view={view.data}
          run={run}
          refresh={refresh}
          onKit={async () => (await kit.run(run.id)).ok && (await refresh())}
          kitError={kit.serverError?.message}
        />
      )}
      {canRepeat ? (
        <Button
          variant="secondary"
          loading={repeating.submitting}
          onClick={async () => (await repeating.run(mission.id)).ok && (await refresh())}
        >
          Do it again
        </Button>
      ) : null}
      {repeating.serverError ? <Alert tone="error">{repeating.serverError.message}</Alert> : null}
    </>
  );
}

function RunSection({
  view,
  run,
  refresh,
  onKit,
  kitError,
}: {
  view: NonNullable<CreatorMission>;
  run: NonNullable<NonNullable<CreatorMission>['run']>;
  refresh: () => Promise<unknown>;
  onKit: () => Promise<unknown>;
  kitError: string | undefined;
}) {
  return (
    <section aria-labelledby="run-heading">
      <h2 id="run-heading">
        Your run {run.repeatNumber}: {run.creatorLabel}
      </h2>
      {view.mission.hasKit ? (
        view.kit ? (
          <Alert title="Mission kit">{view.kit}</Alert>
        ) : run.state === 'active' ? (
          <Button variant="secondary" onClick={() => void onKit()}>
            Claim mission kit
          </Button>
        ) : null
      ) : null}
      {kitError ? <Alert tone="error">{kitError}</Alert> : null}
      {run.trackedLinks.length > 0 ? (
        <ul aria-label="Your tracked links">
          {run.trackedLinks.map((l) => (
            <li key={l.criterionId}>
              {l.callToAction}: <TextField label="Share this link" readOnly value={`${window.location.origin}${l.path}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {run.review?.outcome === 'rejected' ? (
        <Alert tone="warning" title="The company's message">
          {run.review.message}
        </Alert>
      ) : null}
      {run.state === 'active' ? <SubmitContentForm mission={view.mission} runId={run.id} onSubmitted={refresh} /> : null}
      {run.review && run.review.outcome === 'accepted' && run.review.sharePercent < 100 ? (
        <Alert title="Pro-rated approval">
          You reached {run.review.sharePercent}% of the target, so you earn {run.review.sharePercent}% of the code rewards.
        </Alert>
      ) : null}
      {run.state === 'claimReward' ? (
        <ClaimRewardsForm rewards={claimableRewards(view.mission, run)} runId={run.id} onClaimed={refresh} />
      ) : null}
      {run.rewardClaims.length > 0 ? (
        <ul aria-label="Your rewards">
          {run.rewardClaims.map((c) => {
            const reward = view.mission.rewards.find((r) => r.id === c.rewardId);
            return (
              <li key={c.rewardId}>
                {reward?.name ?? 'Codes'}: {c.outcome === 'skipped' ? 'skipped' : c.codes.length > 0 ? c.codes.join(', ') : 'claimed'}
              </li>
            );
          })}
        </ul>
      ) : null}
      {run.submission.length > 0 ? (
        <p>
          Submitted {run.submittedAt ? formatDateTime(run.submittedAt) : ''}:{' '}
          {run.submission.map((i) => i.url ?? i.message ?? i.postTitle ?? i.postId).join(' · ')}
        </p>
      ) : null}
    </section>
  );
}

/** The mission's rewards the run claims, with a pro-rated approval's smaller number of codes. */
function claimableRewards(mission: NonNullable<CreatorMission>['mission'], run: NonNullable<NonNullable<CreatorMission>['run']>) {
  return mission.rewards.flatMap((reward) => {
    const claimable = run.claimableRewards.find((c) => c.id === reward.id);
    return claimable ? [{ ...reward, numberOfCodes: claimable.numberOfCodes }] : [];
  });
}
