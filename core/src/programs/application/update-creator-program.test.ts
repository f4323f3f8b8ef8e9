import { describe, expect, it } from 'vitest';
import { OPEN_PROGRAM_REQUIREMENTS } from '../domain/creator-program.entity.ts';
import { aCreatorProgram } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { CreateCreatorProgram } from './create-creator-program.ts';
import { UpdateCreatorProgram } from './update-creator-program.ts';

const fields = {
  name: 'Renamed',
  description: 'New text',
  visibility: 'hidden' as const,
  requirements: { ...OPEN_PROGRAM_REQUIREMENTS, languages: ['EN'] },
  perks: ['Merch'],
  keyAccess: { mode: 'count' as const, count: 2 },
  questAccess: { mode: 'all' as const },
  codeOfConduct: 'Be kind.',
};

async function setup() {
  const deps = programsTestDeps();
  const program = aCreatorProgram().withQuestions({ id: 'q-1', text: 'Why?', required: true }).build();
  await deps.programs.save(program);
  return { deps, program, update: new UpdateCreatorProgram(deps) };
}

describe('UpdateCreatorProgram', () => {
  it('saves every step whole, keeping a question sent back with its id and giving new ones ids', async () => {
    const { deps, program, update } = await setup();

    const result = await update.execute({
      ...fields,
      programId: program.id,
      companyId: program.companyId,
      questions: [
        { id: 'q-1', text: 'Why, really?', required: false },
        { id: 'made-up', text: 'Which games?', required: true },
      ],
    });

    expect(result.ok).toBe(true);
    const stored = await deps.programs.findById(program.id);
    expect(stored).toMatchObject({ name: 'Renamed', visibility: 'hidden', perks: ['Merch'], keyAccess: { mode: 'count', count: 2 } });
    expect(stored?.requirements.languages).toEqual(['en']);
    expect(stored?.questions[0]).toEqual({ id: 'q-1', text: 'Why, really?', required: false });
    expect(stored?.questions[1]?.id).not.toBe('made-up');
    expect(stored?.createdAt).toEqual(program.createdAt);
  });

  it("answers not found for another company's program and changes nothing", async () => {
    const { deps, program, update } = await setup();

    const result = await update.execute({ ...fields, questions: [], programId: program.id, companyId: 'company-2' });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.NOT_FOUND' } });
    expect(await deps.programs.findById(program.id)).toEqual(program);
  });

  it("keeps the company's own creator lists as who may apply, and refuses another company's list at its field", async () => {
    const { deps, program, update } = await setup();
    deps.creatorLists.add(program.companyId, 'list-own');
    deps.creatorLists.add('company-2', 'list-theirs');
    const saving = (creatorListIds: string[]) =>
      update.execute({
        ...fields,
        requirements: { ...fields.requirements, creatorListIds, whitelist: ['creator-9'] },
        questions: [],
        programId: program.id,
        companyId: program.companyId,
      });

    expect(await saving(['list-own'])).toMatchObject({ ok: true });
    expect((await deps.programs.findById(program.id))?.requirements).toMatchObject({
      creatorListIds: ['list-own'],
      whitelist: ['creator-9'],
    });
    expect(await saving(['list-own', 'list-theirs'])).toMatchObject({
      ok: false,
      error: { code: 'PROGRAMS.CREATOR_LIST_NOT_OWNED', field: 'requirements.creatorListIds' },
    });
    expect((await deps.programs.findById(program.id))?.requirements.creatorListIds).toEqual(['list-own']);
  });

  it('reads a program saved without picks as open to every creator', async () => {
    const { deps, program, update } = await setup();
    const { creatorListIds: _lists, whitelist: _whitelist, ...before } = fields.requirements;

    expect(
      await update.execute({ ...fields, requirements: before, questions: [], programId: program.id, companyId: program.companyId }),
    ).toMatchObject({
      ok: true,
    });
    expect((await deps.programs.findById(program.id))?.requirements).toMatchObject({ creatorListIds: [], whitelist: [] });
  });

  it('refuses a bad field at its path', async () => {
    const { program, update } = await setup();

    const result = await update.execute({
      ...fields,
      perks: ['ok', ' '],
      questions: [],
      programId: program.id,
      companyId: program.companyId,
    });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.INVALID_FIELD', field: 'perks.1' } });
  });
});

describe('CreateCreatorProgram: one per company', () => {
  it('refuses a second program of the same company', async () => {
    const { deps, program } = await setup();

    const result = await new CreateCreatorProgram(deps).execute({ ...fields, questions: [], companyId: program.companyId });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.ALREADY_EXISTS' } });
  });
});
