import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { moveRun, type MissionRun } from '../domain/mission-run.entity.ts';
import { missionRunMachine } from '../domain/mission-run.machine.ts';
import { OutOfCodes, RewardsAlreadySettled, type MissionRunNotFound } from '../domain/missions.errors.ts';
import { rewardsForShare } from '../domain/pro-rating.ts';
import { creatorRun } from './creator-run.ts';
import type { MissionsDeps } from './missions-deps.ts';
import { settleChoices, type RewardChoice, type RewardChoiceError } from './reward-choices.ts';

export interface ClaimMissionRewardsInput {
  runId: string;
  /** The signed-in creator (from the session). */
  creatorId: string;
  /** Reward id -> claim or skip. */
  choices: Readonly<Record<string, RewardChoice>>;
}
export type ClaimMissionRewardsError = MissionRunNotFound | RewardsAlreadySettled | RewardChoiceError | OutOfCodes | TransitionNotAllowed;

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'codes' | 'clock' | 'events'>;

export class ClaimMissionRewards {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ClaimMissionRewardsInput): Promise<Result<MissionRun, ClaimMissionRewardsError>> {
    const found = await creatorRun(this.deps, input.runId, input.creatorId);
    if (!found.ok) return found;
    const { run, mission } = found.value;
    // The claim is made once: skipped codes are lost and cannot be claimed later.
    if (run.state === 'completed') return err(new RewardsAlreadySettled());
    const allowed = missionRunMachine.transition(run.state, 'claim');
    if (!allowed.ok) return allowed;
    // A pro-rated approval claims the divided code rewards only (domain/pro-rating.ts).
    const settled = settleChoices(rewardsForShare(mission.rewards, run.review?.sharePercent ?? 100), input.choices);
    if (!settled.ok) return settled;

    const requests = settled.value.codeRequests.map((r) => ({
      ...r,
      companyId: mission.companyId,
      missionId: mission.id,
      creatorId: run.creatorId,
    }));
    const taken = requests.length > 0 ? await this.deps.codes.take(requests) : ok<Record<string, string[]>>({});
    if (!taken.ok) return err(new OutOfCodes(taken.error.rewardId, taken.error.platform));
    const claims = settled.value.claims.map((claim) =>
      claim.outcome === 'claimed' ? { ...claim, codes: taken.value[claim.rewardId] ?? [] } : claim,
    );
    const claimed = moveRun(run, 'claim', this.deps.clock.now(), { rewardClaims: claims });
    if (!claimed.ok) return claimed;
    const after = new Map(settled.value.rewards.map((r) => [r.id, r]));
    await this.deps.missions.save({
      ...mission,
      // Granted merchandise counts change; divided code rewards keep their full number on the mission.
      rewards: mission.rewards.map((r) => (r.kind === 'merchandise' ? (after.get(r.id) ?? r) : r)),
    });
    await this.deps.runs.save(claimed.value);
    await this.deps.events.record({
      companyId: mission.companyId,
      kind: 'mission.completed',
      occurredAt: claimed.value.endedAt ?? this.deps.clock.now(),
      data: { missionId: mission.id, runId: run.id, creatorId: run.creatorId },
    });
    return ok(claimed.value);
  }
}
