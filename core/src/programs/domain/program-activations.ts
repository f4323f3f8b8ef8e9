import { grantsAccess, type CreatorProgram } from './creator-program.entity.ts';

/** The two activation kinds a program's access covers (spec 3: "access to all or a number of Keys and Quests"). */
export const PROGRAM_ACTIVATION_KINDS = ['key', 'quest'] as const;
export type ProgramActivationKind = (typeof PROGRAM_ACTIVATION_KINDS)[number];

/** A published Key campaign or Quest that asks for the program's membership. */
export interface ProgramActivation {
  readonly id: string;
  readonly kind: ProgramActivationKind;
  readonly name: string;
}

/** One activation as a member sees it through the program: open to them or past their access. */
export interface MemberActivation extends ProgramActivation {
  /** Whether the member's access reaches it (the company always reaches its own). */
  readonly granted: boolean;
  /** The member already takes part in it; it counts towards a number-limited access. */
  readonly takingPart: boolean;
}

export const accessFor = (program: CreatorProgram, kind: ProgramActivationKind) =>
  kind === 'key' ? program.keyAccess : program.questAccess;

/**
 * Measures the program's activations against its access for one member. With a number, the ones the
 * member already takes part in stay open (they are what uses the number up) and the rest are open
 * only while the member is under it.
 */
export function grantActivations(
  program: CreatorProgram,
  kind: ProgramActivationKind,
  activations: readonly ProgramActivation[],
  takingPartIds: readonly string[],
): MemberActivation[] {
  const access = accessFor(program, kind);
  const taking = new Set(takingPartIds);
  const used = activations.filter((a) => taking.has(a.id)).length;
  return activations.map((activation) => {
    const takingPart = taking.has(activation.id);
    const granted = takingPart && access.mode === 'count' ? true : grantsAccess(access, activation.id, used);
    return { ...activation, granted, takingPart };
  });
}
