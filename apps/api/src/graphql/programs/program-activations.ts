import { ListProgramActivations, OpenProgramActivation } from '@lurkit/core/programs/application/program-activations.ts';
import { PROGRAM_ACTIVATION_KINDS, type MemberActivation } from '@lurkit/core/programs/domain/program-activations.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unwrap } from '../shared/errors.ts';

const viewer = (ctx: GraphQLContext) => ({ userId: ctx.session?.user.id ?? null, companyId: ctx.session?.user.company?.id ?? null });

const ProgramActivationKindEnum = builder.enumType('ProgramActivationKind', { values: PROGRAM_ACTIVATION_KINDS });

/** Where a creator opens each kind on the web. */
const HREFS = { key: (id: string) => `/campaigns/${id}`, quest: (id: string) => `/campaigns/quests/${id}` } as const;

const ProgramActivationRef = builder.objectRef<MemberActivation>('ProgramActivation').implement({
  description: "One of the program's Keys or Quests, measured against the program's access for the viewer.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ProgramActivationKindEnum, resolve: (a) => a.kind }),
    name: t.exposeString('name'),
    granted: t.exposeBoolean('granted', { description: "Whether the program's access reaches it for the viewer." }),
    takingPart: t.exposeBoolean('takingPart'),
    href: t.string({
      nullable: true,
      description: 'Where to open it; null when access does not reach it.',
      resolve: (a) => (a.granted ? HREFS[a.kind](a.id) : null),
    }),
  }),
});

builder.queryField('programActivations', (t) =>
  t.field({
    type: [ProgramActivationRef],
    description: "/creator-programs/{id}/keys and /quests: the program's published Keys or Quests, for accepted members and the company.",
    authScopes: { signedIn: true },
    args: { programId: t.arg.id(), kind: t.arg({ type: ProgramActivationKindEnum }) },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new ListProgramActivations(ctx.scope.programs).execute({
          programId: String(args.programId),
          kind: args.kind,
          ...viewer(ctx),
        }),
      ),
  }),
);

builder.queryField('openProgramActivation', (t) =>
  t.field({
    type: ProgramActivationRef,
    description: "A member opens one of the program's Keys or Quests; refused (PROGRAM.ACCESS_USED_UP) past the program's access.",
    authScopes: { signedIn: true },
    args: { programId: t.arg.id(), kind: t.arg({ type: ProgramActivationKindEnum }), id: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new OpenProgramActivation(ctx.scope.programs).execute({
          programId: String(args.programId),
          kind: args.kind,
          activationId: String(args.id),
          ...viewer(ctx),
        }),
      ),
  }),
);
