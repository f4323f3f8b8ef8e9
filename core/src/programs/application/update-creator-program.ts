import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import { creatorProgramSchema, type CreatorProgramInput } from '../domain/creator-program.schema.ts';
import { parseFields } from '../domain/field-parse.ts';
import type { InvalidProgramField, ProgramCreatorListNotOwned, ProgramNotFound } from '../domain/programs.errors.ts';
import { ownedProgram, withOwnLists } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

/** The wizard's fields as the form sent them (checked here), with the acting user's company from the session. */
export type UpdateCreatorProgramInput = { programId: string; companyId: string } & (
  CreatorProgramInput | Readonly<Record<string, unknown>>
);

/**
 * Saves the edit wizard (Basic, Requirements, Perks, Application form) whole. A question sent back with
 * its id keeps it, so answers already given stay attached; any other question is new.
 */
export class UpdateCreatorProgram {
  private readonly deps: Pick<ProgramsDeps, 'programs' | 'creatorLists'>;

  constructor(deps: Pick<ProgramsDeps, 'programs' | 'creatorLists'>) {
    this.deps = deps;
  }

  async execute(
    input: UpdateCreatorProgramInput,
  ): Promise<Result<CreatorProgram, ProgramNotFound | InvalidProgramField | ProgramCreatorListNotOwned>> {
    const program = await ownedProgram(this.deps, input.programId, input.companyId);
    if (!program.ok) return program;
    const parsed = parseFields(creatorProgramSchema, input);
    if (!parsed.ok) return parsed;
    const fields = await withOwnLists(this.deps, input.companyId, parsed.value);
    if (!fields.ok) return fields;
    const known = new Set(program.value.questions.map((q) => q.id));
    const updated: CreatorProgram = {
      ...program.value,
      ...fields.value,
      questions: fields.value.questions.map((q) => ({
        id: q.id && known.has(q.id) ? q.id : newId(),
        text: q.text,
        required: q.required,
      })),
    };
    await this.deps.programs.save(updated);
    return ok(updated);
  }
}
