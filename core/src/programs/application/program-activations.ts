import { err, ok, type Result } from '../../shared/result.ts';
import { grantActivations, type MemberActivation, type ProgramActivationKind } from '../domain/program-activations.ts';
import { NotAMember, ProgramAccessUsedUp, ProgramActivationNotFound, type ProgramNotFound } from '../domain/programs.errors.ts';
import { ViewCreatorProgram } from './program-queries.ts';
import type { ProgramsDeps } from './programs-deps.ts';

type Deps = Pick<ProgramsDeps, 'programs' | 'memberships' | 'activations'>;

interface Viewer {
  programId: string;
  userId: string | null;
  companyId: string | null;
}

/**
 * The program's Keys or Quests (/creator-programs/{id}/keys and /quests), each marked open or not by
 * the program's access, for accepted members and the company only (the company reaches all of its own).
 */
export class ListProgramActivations {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: Viewer & { kind: ProgramActivationKind }): Promise<Result<MemberActivation[], ProgramNotFound | NotAMember>> {
    const view = await new ViewCreatorProgram(this.deps).execute(input);
    if (!view.ok) return view;
    if (!view.value.canSeeMemberContent) return err(new NotAMember());
    const { program, membership } = view.value;
    const activations = await this.deps.activations.listForProgram(program.id, input.kind);
    if (program.companyId === input.companyId) return ok(activations.map((a) => ({ ...a, granted: true, takingPart: false })));
    const taking = await this.deps.activations.takingPart(program.id, input.kind, membership!.creatorId);
    return ok(grantActivations(program, input.kind, activations, taking));
  }
}

/** A member opens one of the program's Keys or Quests: refused when the program's access does not reach it. */
export class OpenProgramActivation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(
    input: Viewer & { kind: ProgramActivationKind; activationId: string },
  ): Promise<Result<MemberActivation, ProgramNotFound | NotAMember | ProgramActivationNotFound | ProgramAccessUsedUp>> {
    const listed = await new ListProgramActivations(this.deps).execute(input);
    if (!listed.ok) return listed;
    const activation = listed.value.find((a) => a.id === input.activationId);
    if (!activation) return err(new ProgramActivationNotFound());
    if (!activation.granted) return err(new ProgramAccessUsedUp());
    return ok(activation);
  }
}
