import { ApplyToProgram } from '@lurkit/core/programs/application/apply-to-program.ts';
import { ListAnnouncements, ViewCreatorProgram, type ProgramView } from '@lurkit/core/programs/application/program-queries.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { resolvePage } from '../shared/connection.ts';
import { unauthenticated, unwrap } from '../shared/errors.ts';
import type { GraphQLContext } from '../shared/context.ts';
import {
  ApplicantEligibilityRef,
  AnnouncementRef,
  CreatorProgramRef,
  MembershipRef,
  MembershipStateEnum,
} from './creator-program.types.ts';
import { MEMBERSHIP_LABELS } from '@lurkit/core/programs/domain/membership.machine.ts';

const viewer = (ctx: GraphQLContext) => ({ userId: ctx.session?.user.id ?? null, companyId: ctx.session?.user.company?.id ?? null });

function userTypeOf(ctx: GraphQLContext) {
  if (!ctx.session) throw unauthenticated();
  return ctx.session.user.userType;
}

const ProgramPageRef = builder.objectRef<ProgramView>('CreatorProgramPage').implement({
  description: "A program's page as the viewer sees it: its membership button and, for members and the company, announcements.",
  fields: (t) => ({
    program: t.expose('program', { type: CreatorProgramRef }),
    membership: t.expose('membership', { type: MembershipRef, nullable: true }),
    membershipState: t.field({
      type: MembershipStateEnum,
      resolve: (v) => v.membership?.state ?? 'none',
    }),
    membershipLabel: t.string({ resolve: (v) => MEMBERSHIP_LABELS[v.membership?.state ?? 'none'] }),
    canSeeMemberContent: t.exposeBoolean('canSeeMemberContent'),
    announcements: t.field({
      type: [AnnouncementRef],
      resolve: async (v, _args, ctx) =>
        v.canSeeMemberContent
          ? unwrap(await new ListAnnouncements(ctx.scope.programs).execute({ programId: v.program.id, ...viewer(ctx) }))
          : [],
    }),
  }),
});

builder.queryField('creatorPrograms', (t) =>
  t.connection({
    type: CreatorProgramRef,
    description: 'Discoverable Creator Programs, newest first (hidden ones are reached by their link).',
    authScopes: { public: true },
    resolve: (_root, args, ctx) =>
      resolvePage(
        args,
        (page) => ctx.scope.programs.programs.listDiscoverable(page),
        (p) => ctx.scope.programs.programs.cursorOf(p),
      ),
  }),
);

builder.queryField('creatorProgram', (t) =>
  t.field({
    type: ProgramPageRef,
    description: "A program's page; anonymous visitors may see it and start the join flow here (spec 6).",
    authScopes: { public: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewCreatorProgram(ctx.scope.programs).execute({ programId: String(id), ...viewer(ctx) })),
  }),
);

builder.queryField('myProgramMemberships', (t) =>
  t.field({
    type: [MembershipRef],
    description: "The signed-in creator's applications and memberships, newest first (/creator-programs/memberships).",
    authScopes: { userType: 'Creator' },
    resolve: (_root, _args, ctx) => ctx.scope.programs.memberships.listByCreator(actorId(ctx)),
  }),
);

builder.queryField('programEligibility', (t) =>
  t.field({
    type: ApplicantEligibilityRef,
    description: "The join flow's requirements step for the signed-in creator.",
    authScopes: { userType: 'Creator' },
    args: { programId: t.arg.id() },
    resolve: async (_root, { programId }, ctx) => {
      const view = unwrap(await new ViewCreatorProgram(ctx.scope.programs).execute({ programId: String(programId), ...viewer(ctx) }));
      return ctx.scope.programs.eligibility.evaluate(actorId(ctx), view.program);
    },
  }),
);

const AnswerInput = builder.inputType('ApplicationAnswerInput', {
  fields: (t) => ({ questionId: t.id({ required: true }), answer: t.string({ required: true }) }),
});

const ProfileInput = builder.inputType('ApplicantProfileInput', {
  description: "The join flow's demographics and hardware steps.",
  fields: (t) => ({
    country: t.string({ required: false }),
    languages: t.stringList({ required: false }),
    hardware: t.stringList({ required: false }),
  }),
});

builder.mutationField('applyToCreatorProgram', (t) =>
  t.field({
    type: MembershipRef,
    description: "The join flow's application: answers, code of conduct, demographics and hardware (spec 2). Only creators can join.",
    authScopes: { signedIn: true },
    args: {
      programId: t.arg.id(),
      answers: t.arg({ type: [AnswerInput] }),
      acceptCodeOfConduct: t.arg.boolean(),
      profile: t.arg({ type: ProfileInput, required: false }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new ApplyToProgram(ctx.scope.programs).execute({
          programId: String(args.programId),
          userId: actorId(ctx),
          userType: userTypeOf(ctx),
          answers: Object.fromEntries(args.answers.map((a) => [String(a.questionId), a.answer])),
          acceptCodeOfConduct: args.acceptCodeOfConduct,
          profile: {
            country: args.profile?.country ?? null,
            languages: args.profile?.languages ?? [],
            hardware: args.profile?.hardware ?? [],
          },
        }),
      ),
  }),
);
