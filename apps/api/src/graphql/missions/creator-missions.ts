import { ClaimMissionKit } from '@lurkit/core/missions/application/claim-mission-kit.ts';
import { ClaimMissionRewards } from '@lurkit/core/missions/application/claim-mission-rewards.ts';
import { JoinMission } from '@lurkit/core/missions/application/join-mission.ts';
import {
  ListOpenMissionsForCreator,
  ListProgramMissions,
  ListPublicProgramMissions,
  ViewMissionAsCreator,
  type CreatorMissionView,
} from '@lurkit/core/missions/application/mission-queries.ts';
import { StartNextRepeat } from '@lurkit/core/missions/application/start-next-repeat.ts';
import { SubmitMissionContent } from '@lurkit/core/missions/application/submit-mission-content.ts';
import type { RewardChoice } from '@lurkit/core/missions/application/reward-choices.ts';
import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import type { MissionReward } from '@lurkit/core/missions/domain/mission-reward.ts';
import { repeatCountLabel } from '@lurkit/core/missions/domain/repeat-count.ts';
import type { MissionRun } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unauthenticated, unwrap } from '../shared/errors.ts';
import { CriteriaProgressRef, MissionRef, MissionRunRef } from './mission.types.ts';
import { AddressInput } from '../shared/address-input.ts';
import { inputFromSchema } from '../shared/input-from-schema.ts';
import { submissionItemSchema } from '@lurkit/core/missions/domain/mission-submission.schema.ts';
import { VipAccessNoteRef } from '../creator-lists/index.ts';
import { PlatformEnum } from '../shared/platform.types.ts';

function userTypeOf(ctx: GraphQLContext) {
  if (!ctx.session) throw unauthenticated();
  return ctx.session.user.userType;
}

const CreatorMissionRef = builder.objectRef<CreatorMissionView>('CreatorMission').implement({
  description: 'A mission as a member sees it: their latest run and its progress.',
  fields: (t) => ({
    mission: t.expose('mission', { type: MissionRef }),
    run: t.expose('run', { type: MissionRunRef, nullable: true }),
    progress: t.expose('progress', { type: CriteriaProgressRef, nullable: true }),
    kit: t.string({
      nullable: true,
      description: 'The mission kit, once the creator has claimed it.',
      resolve: (v) => (v.run?.kitClaimedAt ? v.mission.kit : null),
    }),
    vipAccess: t.expose('vipAccess', {
      type: VipAccessNoteRef,
      nullable: true,
      description: "The creator's VIP access to the mission (the company's grant or platform VIP); null: none.",
    }),
  }),
});

const ProgramMissionRef = builder.objectRef<{ mission: Mission; run: MissionRun | null }>('ProgramMission').implement({
  fields: (t) => ({
    mission: t.expose('mission', { type: MissionRef }),
    run: t.expose('run', { type: MissionRunRef, nullable: true }),
  }),
});

builder.queryField('programMissions', (t) =>
  t.field({
    type: [ProgramMissionRef],
    description: "A program's published missions with the member's latest run of each (/creator-programs/{id}/missions).",
    authScopes: { userType: 'Creator' },
    args: { programId: t.arg.id() },
    resolve: async (_root, { programId }, ctx) =>
      unwrap(await new ListProgramMissions(ctx.scope.missions).execute({ programId: String(programId), creatorId: actorId(ctx) })),
  }),
);

const PublicMissionRewardRef = builder.objectRef<MissionReward>('PublicMissionReward').implement({
  description: "A mission reward as a program's public page shows it: what it is and how many, no images, messages or codes.",
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'merchandise, custom or codes.' }),
    name: t.string({ nullable: true, resolve: (r) => (r.kind === 'codes' ? null : r.name) }),
    description: t.string({ nullable: true, resolve: (r) => (r.kind === 'custom' ? r.description : null) }),
    numberOfItems: t.int({ nullable: true, resolve: (r) => (r.kind === 'merchandise' ? r.numberOfItems : null) }),
    numberOfCodes: t.int({ nullable: true, resolve: (r) => (r.kind === 'codes' ? r.numberOfCodes : null) }),
    platforms: t.stringList({ resolve: (r) => (r.kind === 'codes' ? [...r.platforms] : []) }),
  }),
});

const PublicMissionRef = builder.objectRef<Mission>('PublicMission').implement({
  description: "A published mission as a program's public page shows it to anyone: no criteria targets, kit or runs.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
    repeatLabel: t.string({ resolve: (m) => repeatCountLabel(m.repeatCount) }),
    rewards: t.field({ type: [PublicMissionRewardRef], resolve: (m) => [...m.rewards] }),
  }),
});

builder.queryField('publicProgramMissions', (t) =>
  t.field({
    type: [PublicMissionRef],
    description: "A program's public page: its published missions that are open or still to open, soonest start first, for anyone.",
    authScopes: { public: true },
    args: { programId: t.arg.id() },
    resolve: async (_root, { programId }, ctx) =>
      unwrap(await new ListPublicProgramMissions(ctx.scope.missions).execute({ programId: String(programId) })),
  }),
);

builder.queryField('myOpenMissions', (t) =>
  t.field({
    type: [MissionRef],
    description:
      "Deals' public missions: open or upcoming published missions of the signed-in creator's programs that they have not joined, soonest start first.",
    authScopes: { userType: 'Creator' },
    resolve: async (_root, _args, ctx) =>
      unwrap(await new ListOpenMissionsForCreator(ctx.scope.missions).execute({ creatorId: actorId(ctx) })),
  }),
);

builder.queryField('mission', (t) =>
  t.field({
    type: CreatorMissionRef,
    description: 'A mission for a member of its Creator Program (/missions/{id}).',
    authScopes: { userType: 'Creator' },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewMissionAsCreator(ctx.scope.missions).execute({ missionId: String(id), creatorId: actorId(ctx) })),
  }),
);

builder.queryField('myMissionRuns', (t) =>
  t.field({
    type: [MissionRunRef],
    description: "The signed-in creator's runs, latest join first (deals and creator home).",
    authScopes: { userType: 'Creator' },
    resolve: (_root, _args, ctx) => ctx.scope.missions.runs.listByCreator(actorId(ctx)),
  }),
);

builder.mutationField('joinMission', (t) =>
  t.field({
    type: MissionRunRef,
    authScopes: { signedIn: true },
    args: { missionId: t.arg.id() },
    resolve: async (_root, { missionId }, ctx) =>
      unwrap(
        await new JoinMission(ctx.scope.missions).execute({
          missionId: String(missionId),
          userId: actorId(ctx),
          userType: userTypeOf(ctx),
        }),
      ),
  }),
);

builder.mutationField('startNextMissionRun', (t) =>
  t.field({
    type: MissionRunRef,
    description: "Repeats a mission (repeat count permitting) once the last run's rewards were claimed.",
    authScopes: { userType: 'Creator' },
    args: { missionId: t.arg.id() },
    resolve: async (_root, { missionId }, ctx) =>
      unwrap(await new StartNextRepeat(ctx.scope.missions).execute({ missionId: String(missionId), creatorId: actorId(ctx) })),
  }),
);

builder.mutationField('submitMissionContent', (t) =>
  t.field({
    type: MissionRunRef,
    description:
      'Streams or videos from the feed, URLs or messages; content cannot be changed afterwards. Custom URL and message submissions are accepted automatically.',
    authScopes: { userType: 'Creator' },
    args: { runId: t.arg.id(), items: t.arg({ type: [MissionSubmissionItemInput] }) },
    resolve: async (_root, { runId, items }, ctx) =>
      unwrap(await new SubmitMissionContent(ctx.scope.missions).execute({ runId: String(runId), creatorId: actorId(ctx), items })),
  }),
);

const MissionSubmissionItemInput = inputFromSchema('MissionSubmissionItem', submissionItemSchema);

const RewardActionEnum = builder.enumType('RewardAction', { values: ['claim', 'skip'] as const });

const RewardChoiceInput = builder.inputType('RewardChoiceInput', {
  fields: (t) => ({
    rewardId: t.id({ required: true }),
    action: t.field({ type: RewardActionEnum, required: true }),
    platform: t.field({ type: PlatformEnum, required: false }),
    address: t.field({ type: AddressInput, required: false }),
  }),
});

builder.mutationField('claimMissionRewards', (t) =>
  t.field({
    type: MissionRunRef,
    description: 'Claims or skips every reward at once; a skipped reward (codes included) cannot be claimed later.',
    authScopes: { userType: 'Creator' },
    args: { runId: t.arg.id(), choices: t.arg({ type: [RewardChoiceInput] }) },
    resolve: async (_root, { runId, choices }, ctx) => {
      const byReward: Record<string, RewardChoice> = {};
      for (const choice of choices) {
        byReward[String(choice.rewardId)] =
          choice.action === 'skip'
            ? { action: 'skip' }
            : {
                action: 'claim',
                ...(choice.platform ? { platform: choice.platform } : {}),
                ...(choice.address
                  ? { address: { ...choice.address, province: choice.address.province ?? null, email: choice.address.email ?? null } }
                  : {}),
              };
      }
      return unwrap(
        await new ClaimMissionRewards(ctx.scope.missions).execute({ runId: String(runId), creatorId: actorId(ctx), choices: byReward }),
      );
    },
  }),
);

const KitRef = builder.objectRef<{ run: MissionRun; kit: string }>('ClaimedMissionKit').implement({
  fields: (t) => ({ run: t.expose('run', { type: MissionRunRef }), kit: t.exposeString('kit') }),
});

builder.mutationField('claimMissionKit', (t) =>
  t.field({
    type: KitRef,
    authScopes: { userType: 'Creator' },
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) =>
      unwrap(await new ClaimMissionKit(ctx.scope.missions).execute({ runId: String(runId), creatorId: actorId(ctx) })),
  }),
);
