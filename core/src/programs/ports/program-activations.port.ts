import type { ProgramActivation, ProgramActivationKind } from '../domain/program-activations.ts';

/** The Keys and Quests contexts' published activations that ask for a program's membership. */
export interface ProgramActivationsPort {
  /** Published Key campaigns or Quests whose requirements name the program, by name. */
  listForProgram(programId: string, kind: ProgramActivationKind): Promise<ProgramActivation[]>;
  /** Ids of the program's activations of that kind the creator takes part in (a Key request, a Quest run). */
  takingPart(programId: string, kind: ProgramActivationKind, creatorId: string): Promise<string[]>;
}
