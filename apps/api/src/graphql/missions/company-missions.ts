import { CreateMission } from '@lurkit/core/missions/application/create-mission.ts';
import { ListCompanyMissionRuns, ListMissionRuns, RUN_TABS, ownedMission } from '@lurkit/core/missions/application/mission-queries.ts';
import { ReviewMissionRuns } from '@lurkit/core/missions/application/review-mission-runs.ts';
import { UpdateMission } from '@lurkit/core/missions/application/update-mission.ts';
import { UpdateMissionStep } from '@lurkit/core/missions/application/update-mission-step.ts';
import { MISSION_STEPS, MISSION_STEP_SCHEMAS, missionSchema } from '@lurkit/core/missions/domain/mission.schema.ts';
import { publishChecks } from '@lurkit/core/publishing/domain/publish-checks.ts';
import type { PublishCheckFailure } from '@lurkit/core/publishing/domain/publish-check-ids.ts';
import { builder } from '../shared/builder.ts';
import { inputFromSchema, nameInputs, stepsInputFromSchemas } from '../shared/input-from-schema.ts';
import { criteriaGroupSchema, criterionSchema } from '@lurkit/core/missions/domain/completion-criterion.schema.ts';
import { missionRewardSchema } from '@lurkit/core/missions/domain/mission-reward.schema.ts';
import { currentPublishChecks } from '../shared/current-publish-checks.ts';
import { publishMutations } from '../shared/publish-mutations.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { CampaignStatusEnum } from '../shared/campaign-status.types.ts';
import { MissionRef, MissionRunRef, MissionRunStateEnum } from './mission.types.ts';

const RunTabEnum = builder.enumType('MissionRunTab', { values: RUN_TABS });
const MissionStepEnum = builder.enumType('MissionStep', { values: MISSION_STEPS });
nameInputs([
  [criteriaGroupSchema, 'MissionCriteriaGroup'],
  [criterionSchema, 'MissionCriterion'],
  [missionRewardSchema, 'MissionReward'],
]);
const MissionInput = inputFromSchema('Mission', missionSchema);
const MissionStepInput = stepsInputFromSchemas('MissionStep', MISSION_STEP_SCHEMAS);
const MissionReviewDecisionEnum = builder.enumType('MissionReviewDecision', { values: ['accept', 'reject'] as const });

const MissionCheckRef = builder.objectRef<PublishCheckFailure>('MissionPublishCheck').implement({
  description:
    "A publish check not met yet (spec 5), with the wizard step that fixes it ('' is General; 'personal-info' is outside the wizard).",
  fields: (t) => ({
    id: t.exposeString('id'),
    message: t.exposeString('message'),
    wizard: t.exposeString('wizard'),
    step: t.exposeString('step'),
    field: t.exposeString('field'),
  }),
});

const RunCountRef = builder.objectRef<{ state: typeof MissionRunStateEnum.$inferType; count: number }>('MissionRunCount').implement({
  fields: (t) => ({ state: t.expose('state', { type: MissionRunStateEnum }), count: t.exposeInt('count') }),
});

builder.objectField(MissionRef, 'publishChecks', (t) =>
  t.field({
    type: [MissionCheckRef],
    description: "The publish checks not met yet; only the mission's company sees them.",
    resolve: async (m, _args, ctx) => {
      if (ctx.session?.user.company?.id !== m.companyId) return [];
      return currentPublishChecks(ctx, m.id);
    },
  }),
);

builder.objectField(MissionRef, 'runCounts', (t) =>
  t.field({
    type: [RunCountRef],
    description: "Runs per state; only the mission's company sees them.",
    resolve: async (m, _args, ctx) => {
      if (ctx.session?.user.company?.id !== m.companyId) return [];
      const counts = await ctx.scope.missions.runs.countByState(m.id);
      return Object.entries(counts).map(([state, count]) => ({ state: state as typeof MissionRunStateEnum.$inferType, count: count ?? 0 }));
    },
  }),
);

builder.queryField('companyMissions', (t) =>
  t.field({
    type: [MissionRef],
    description: "The company's missions, newest first; empty before it has a Creator Program (spec 6).",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => {
      const program = await ctx.scope.missions.programs.findProgramOfCompany(companyIdOf(ctx));
      return program ? ctx.scope.missions.missions.listByProgram(program.id) : [];
    },
  }),
);

builder.queryField('companyMission', (t) =>
  t.field({
    type: MissionRef,
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => unwrap(await ownedMission(ctx.scope.missions, String(id), companyIdOf(ctx))),
  }),
);

builder.mutationField('createMission', (t) =>
  t.field({
    type: MissionRef,
    description: "The setup wizard (General, Completion criteria, Rewards) saved whole as a draft in the company's Creator Program.",
    authScopes: { companyMember: true },
    args: { values: t.arg({ type: MissionInput }) },
    resolve: async (_root, { values }, ctx) =>
      unwrap(await new CreateMission(ctx.scope.missions).execute({ ...values, companyId: companyIdOf(ctx) })),
  }),
);

builder.mutationField('updateMission', (t) =>
  t.field({
    type: MissionRef,
    authScopes: { companyMember: true },
    args: { id: t.arg.id(), values: t.arg({ type: MissionInput }) },
    resolve: async (_root, { id, values }, ctx) =>
      unwrap(await new UpdateMission(ctx.scope.missions).execute({ ...values, missionId: String(id), companyId: companyIdOf(ctx) })),
  }),
);

builder.mutationField('saveMissionStep', (t) =>
  t.field({
    type: MissionRef,
    description: 'Saves one step of the mission setup wizard whole, or nothing (errors name the field).',
    authScopes: { companyMember: true },
    args: { id: t.arg.id(), step: t.arg({ type: MissionStepEnum }), values: t.arg({ type: MissionStepInput }) },
    resolve: async (_root, { id, step, values }, ctx) =>
      unwrap(await new UpdateMissionStep(ctx.scope.missions).execute({ companyId: companyIdOf(ctx), missionId: String(id), step, values })),
  }),
);

publishMutations({
  kind: 'Mission',
  publishDescription: 'Publishes after the checks of spec 5; failed checks come back in details.failures.',
  unpublishDescription: 'Closes the mission to new creators; those who joined may still finish (spec 4).',
});

builder.queryField('missionRuns', (t) =>
  t.connection({
    type: MissionRunRef,
    description: "The mission run participants table: one tab of the company's mission, earliest join first.",
    authScopes: { companyMember: true },
    args: { missionId: t.arg.id(), tab: t.arg({ type: RunTabEnum }) },
    resolve: (_root, args, ctx) =>
      resolveUseCasePage(
        args,
        (page) =>
          new ListMissionRuns(ctx.scope.missions).execute({
            missionId: String(args.missionId),
            companyId: companyIdOf(ctx),
            tab: args.tab,
            page,
          }),
        (r) => ctx.scope.missions.runs.cursorOf(r),
      ),
  }),
);

builder.queryField('companyMissionRuns', (t) =>
  t.connection({
    type: MissionRunRef,
    description: "Creator management's Missions tabs: one tab across every mission of the caller's company, earliest join first.",
    authScopes: { companyMember: true },
    args: { tab: t.arg({ type: RunTabEnum }) },
    resolve: (_root, args, ctx) =>
      resolveUseCasePage(
        args,
        (page) =>
          new ListCompanyMissionRuns(ctx.scope.missions).execute({
            companyId: companyIdOf(ctx),
            tab: args.tab,
            page,
          }),
        (r) => ctx.scope.missions.runs.cursorOf(r),
      ),
  }),
);

builder.mutationField('reviewMissionRuns', (t) =>
  t.field({
    type: [MissionRunRef],
    description:
      'Accept, or reject with a required message, one or many runs (all or none). Accepting a creator who has not met the criteria needs confirmCriteriaNotMet.',
    authScopes: { companyMember: true },
    args: {
      runIds: t.arg.idList(),
      decision: t.arg({ type: MissionReviewDecisionEnum }),
      message: t.arg.string({ required: false }),
      confirmCriteriaNotMet: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const base = { runIds: args.runIds.map(String), companyId: companyIdOf(ctx) };
      const review = new ReviewMissionRuns(ctx.scope.missions);
      return unwrap(
        args.decision === 'reject'
          ? await review.execute({ ...base, decision: 'reject', message: args.message ?? '' })
          : await review.execute({ ...base, decision: 'accept', confirmCriteriaNotMet: args.confirmCriteriaNotMet ?? false }),
      );
    },
  }),
);
