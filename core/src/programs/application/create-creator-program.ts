import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import { creatorProgramSchema, type CreatorProgramInput } from '../domain/creator-program.schema.ts';
import { parseFields } from '../domain/field-parse.ts';
import { ProgramAlreadyExists, type InvalidProgramField, type ProgramCreatorListNotOwned } from '../domain/programs.errors.ts';
import { withOwnLists } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

/** The wizard's fields as the form sent them (checked here), with the acting user's company from the session. */
export type CreateCreatorProgramInput = { companyId: string } & (CreatorProgramInput | Readonly<Record<string, unknown>>);

export class CreateCreatorProgram {
  private readonly deps: Pick<ProgramsDeps, 'programs' | 'creatorLists' | 'clock'>;

  constructor(deps: Pick<ProgramsDeps, 'programs' | 'creatorLists' | 'clock'>) {
    this.deps = deps;
  }

  async execute(
    input: CreateCreatorProgramInput,
  ): Promise<Result<CreatorProgram, InvalidProgramField | ProgramCreatorListNotOwned | ProgramAlreadyExists>> {
    const parsed = parseFields(creatorProgramSchema, input);
    if (!parsed.ok) return parsed;
    const fields = await withOwnLists(this.deps, input.companyId, parsed.value);
    if (!fields.ok) return fields;
    if (await this.deps.programs.findByCompany(input.companyId)) return err(new ProgramAlreadyExists());
    const program: CreatorProgram = {
      id: newId(),
      companyId: input.companyId,
      ...fields.value,
      questions: fields.value.questions.map((q) => ({ id: newId(), text: q.text, required: q.required })),
      createdAt: this.deps.clock.now(),
    };
    await this.deps.programs.save(program);
    return ok(program);
  }
}
