import { describe, expect, it } from 'vitest';
import { OPEN_PROGRAM_REQUIREMENTS } from '../domain/creator-program.entity.ts';
import { PERKS_MAX, PROGRAM_NAME_MAX } from '../domain/creator-program.schema.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { CreateCreatorProgram, type CreateCreatorProgramInput } from './create-creator-program.ts';

const input: CreateCreatorProgramInput = {
  companyId: 'company-1',
  name: '  Pixel Forge Creators ',
  description: 'Play our games first.',
  visibility: 'hidden',
  requirements: OPEN_PROGRAM_REQUIREMENTS,
  perks: ['Early access', 'Merch drops'],
  keyAccess: { mode: 'count', count: 3 },
  questAccess: { mode: 'list', ids: ['quest-1'] },
  questions: [{ text: 'Why join?', required: true }],
  codeOfConduct: 'Disclose every sponsorship.',
};

function setup() {
  const deps = programsTestDeps();
  return { deps, create: new CreateCreatorProgram(deps) };
}

describe('CreateCreatorProgram', () => {
  it('refuses a creator list of another company as who may apply, and stores nothing', async () => {
    const { deps, create } = setup();
    deps.creatorLists.add('company-2', 'list-theirs');

    const result = await create.execute({ ...input, requirements: { ...OPEN_PROGRAM_REQUIREMENTS, creatorListIds: ['list-theirs'] } });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAMS.CREATOR_LIST_NOT_OWNED', field: 'requirements.creatorListIds' } });
    expect(await deps.programs.findByCompany('company-1')).toBeNull();
  });

  it('stores the program with its access, perks, questions (given ids) and creation time', async () => {
    const { deps, create } = setup();

    const result = await create.execute(input);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = await deps.programs.findById(result.value.id);
    expect(stored).toMatchObject({
      companyId: 'company-1',
      name: 'Pixel Forge Creators',
      visibility: 'hidden',
      perks: ['Early access', 'Merch drops'],
      keyAccess: { mode: 'count', count: 3 },
      questAccess: { mode: 'list', ids: ['quest-1'] },
      questions: [{ text: 'Why join?', required: true }],
      codeOfConduct: 'Disclose every sponsorship.',
      applicationResponseDays: null,
      createdAt: deps.clock.now(),
    });
    expect(stored?.questions[0]?.id).toEqual(expect.any(String));
  });

  it(`accepts a ${PROGRAM_NAME_MAX} character name and ${PERKS_MAX} perks`, async () => {
    const { create } = setup();

    const result = await create.execute({ ...input, name: 'n'.repeat(PROGRAM_NAME_MAX), perks: Array(PERKS_MAX).fill('Perk') });

    expect(result.ok).toBe(true);
  });

  it('keeps the response deadline the company chose', async () => {
    const { create } = setup();
    const result = await create.execute({ ...input, applicationResponseDays: 7 });
    expect(result).toMatchObject({ ok: true, value: { applicationResponseDays: 7 } });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Program name is required.'],
    ['a name one too long', { name: 'n'.repeat(PROGRAM_NAME_MAX + 1) }, 'name', `at most ${PROGRAM_NAME_MAX}`],
    ['an empty description', { description: '' }, 'description', 'Description is required.'],
    ['an unknown visibility', { visibility: 'secret' }, 'visibility', 'discoverable or hidden'],
    ['a blank perk', { perks: ['ok', ' '] }, 'perks.1', 'Perk is required.'],
    ['one perk too many', { perks: Array(PERKS_MAX + 1).fill('Perk') }, 'perks', `At most ${PERKS_MAX}`],
    ['access to zero Keys', { keyAccess: { mode: 'count', count: 0 } }, 'keyAccess.count', 'at least one'],
    ['an empty Quest list', { questAccess: { mode: 'list', ids: [] } }, 'questAccess.ids', 'at least one'],
    ['a blank question', { questions: [{ text: '', required: false }] }, 'questions.0.text', 'Question is required.'],
    ['no code of conduct', { codeOfConduct: ' ' }, 'codeOfConduct', 'Code of conduct is required.'],
    ['a response deadline over 30 days', { applicationResponseDays: 31 }, 'applicationResponseDays', 'at most 30 days'],
    ['a response deadline of no days', { applicationResponseDays: 0 }, 'applicationResponseDays', 'at least 1 day'],
    ['a response deadline in part days', { applicationResponseDays: 2.5 }, 'applicationResponseDays', 'whole number'],
  ])('refuses %s with PROGRAM.INVALID_FIELD on its field', async (_name, change, field, message) => {
    const { create } = setup();

    const result = await create.execute({ ...input, ...change } as CreateCreatorProgramInput);

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.INVALID_FIELD', field } });
    if (!result.ok) expect(result.error.message).toContain(message);
  });
});
