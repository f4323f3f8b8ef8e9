import { CreateCreatorProgram } from '@lurkit/core/programs/application/create-creator-program.ts';
import { EditAnnouncement } from '@lurkit/core/programs/application/edit-announcement.ts';
import { PostAnnouncement } from '@lurkit/core/programs/application/post-announcement.ts';
import { APPLICATION_TABS, ListApplications } from '@lurkit/core/programs/application/program-queries.ts';
import { ReviewApplications } from '@lurkit/core/programs/application/review-application.ts';
import { UpdateCreatorProgram } from '@lurkit/core/programs/application/update-creator-program.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { inputFromSchema } from '../shared/input-from-schema.ts';
import { creatorProgramSchema } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import { AnnouncementRef, CreatorProgramRef, MembershipRef, MembershipStateEnum } from './creator-program.types.ts';

const CreatorProgramInput = inputFromSchema('CreatorProgram', creatorProgramSchema);
const ApplicationTabEnum = builder.enumType('ApplicationTab', { values: APPLICATION_TABS });
const ApplicationDecisionEnum = builder.enumType('ApplicationDecision', {
  values: ['open', 'accept', 'reject', 'remove'] as const,
  description: 'open marks an application seen (pending); remove ends an accepted membership and cancels its unfinished mission runs.',
});

const MembershipCountRef = builder.objectRef<{ state: typeof MembershipStateEnum.$inferType; count: number }>('MembershipCount').implement({
  fields: (t) => ({ state: t.expose('state', { type: MembershipStateEnum }), count: t.exposeInt('count') }),
});

builder.objectField(CreatorProgramRef, 'membershipCounts', (t) =>
  t.field({
    type: [MembershipCountRef],
    description: "Applications per state; only the program's company sees them.",
    resolve: async (program, _args, ctx) => {
      if (ctx.session?.user.company?.id !== program.companyId) return [];
      const counts = await ctx.scope.programs.memberships.countByState(program.id);
      return Object.entries(counts).map(([state, count]) => ({ state: state as typeof MembershipStateEnum.$inferType, count: count ?? 0 }));
    },
  }),
);

builder.queryField('myCreatorProgram', (t) =>
  t.field({
    type: CreatorProgramRef,
    nullable: true,
    description: "The company's Creator Program, or null before it has one (missions and rewards need one: spec 6).",
    authScopes: { companyMember: true },
    resolve: (_root, _args, ctx) => ctx.scope.programs.programs.findByCompany(companyIdOf(ctx)),
  }),
);

builder.mutationField('saveCreatorProgram', (t) =>
  t.field({
    type: CreatorProgramRef,
    description:
      "The edit wizard (Basic, Requirements, Perks, Application form) saved whole: creates the company's program the first time, then updates it.",
    authScopes: { companyMember: true },
    args: { values: t.arg({ type: CreatorProgramInput }) },
    resolve: async (_root, { values }, ctx) => {
      const companyId = companyIdOf(ctx);
      const existing = await ctx.scope.programs.programs.findByCompany(companyId);
      if (!existing) return unwrap(await new CreateCreatorProgram(ctx.scope.programs).execute({ ...values, companyId }));
      return unwrap(await new UpdateCreatorProgram(ctx.scope.programs).execute({ ...values, companyId, programId: existing.id }));
    },
  }),
);

builder.queryField('programApplications', (t) =>
  t.connection({
    type: MembershipRef,
    description: "One tab (Applicants, Accepted, Rejected) of the company's program, oldest application first.",
    authScopes: { companyMember: true },
    args: { programId: t.arg.id(), tab: t.arg({ type: ApplicationTabEnum }) },
    resolve: (_root, args, ctx) =>
      resolveUseCasePage(
        args,
        (page) =>
          new ListApplications(ctx.scope.programs).execute({
            programId: String(args.programId),
            companyId: companyIdOf(ctx),
            tab: args.tab,
            page,
          }),
        (m) => ctx.scope.programs.memberships.cursorOf(m),
      ),
  }),
);

builder.mutationField('reviewProgramApplications', (t) =>
  t.field({
    type: [MembershipRef],
    description: 'A decision for one or many applications (bulk): all of them or none.',
    authScopes: { companyMember: true },
    args: { applicationIds: t.arg.idList(), decision: t.arg({ type: ApplicationDecisionEnum }) },
    resolve: async (_root, { applicationIds, decision }, ctx) =>
      unwrap(
        await new ReviewApplications(ctx.scope.programs).execute({
          applicationIds: applicationIds.map(String),
          companyId: companyIdOf(ctx),
          decision,
        }),
      ),
  }),
);

builder.mutationField('postProgramAnnouncement', (t) =>
  t.field({
    type: AnnouncementRef,
    authScopes: { companyMember: true },
    args: { programId: t.arg.id(), title: t.arg.string(), text: t.arg.string() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new PostAnnouncement(ctx.scope.programs).execute({
          programId: String(args.programId),
          authorId: actorId(ctx),
          companyId: companyIdOf(ctx),
          title: args.title,
          text: args.text,
        }),
      ),
  }),
);

builder.mutationField('editProgramAnnouncement', (t) =>
  t.field({
    type: AnnouncementRef,
    authScopes: { companyMember: true },
    args: { announcementId: t.arg.id(), title: t.arg.string(), text: t.arg.string() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new EditAnnouncement(ctx.scope.programs).execute({
          announcementId: String(args.announcementId),
          companyId: companyIdOf(ctx),
          title: args.title,
          text: args.text,
        }),
      ),
  }),
);
