import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_LABELS } from '../domain/membership.machine.ts';
import { aCreatorProgram, aMembership } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { ApplyToProgram, type ApplyToProgramInput } from './apply-to-program.ts';

async function setup() {
  const deps = programsTestDeps();
  const program = aCreatorProgram().withQuestions({ id: 'q-why', text: 'Why join?', required: true }).build();
  await deps.programs.save(program);
  const input: ApplyToProgramInput = {
    programId: program.id,
    userId: 'creator-1',
    userType: 'Creator',
    answers: { 'q-why': 'I stream roguelikes.' },
    acceptCodeOfConduct: true,
  };
  return { deps, program, input, apply: new ApplyToProgram(deps) };
}

describe('ApplyToProgram', () => {
  it('records an application (Application sent) with answers and the code-of-conduct acceptance time', async () => {
    const { deps, program, input, apply } = await setup();

    const result = await apply.execute(input);

    expect(result.ok).toBe(true);
    const stored = await deps.memberships.findByProgramAndCreator(program.id, 'creator-1');
    expect(stored).toMatchObject({
      state: 'applied',
      answers: [{ questionId: 'q-why', answer: 'I stream roguelikes.' }],
      codeOfConductAcceptedAt: deps.clock.now(),
      appliedAt: deps.clock.now(),
      decidedAt: null,
    });
    expect(stored && MEMBERSHIP_LABELS[stored.state]).toBe('Application sent');
  });

  it.each(['Company', 'User'] as const)('refuses a %s user: only creators can join', async (userType) => {
    const { deps, program, input, apply } = await setup();

    const result = await apply.execute({ ...input, userType });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.ONLY_CREATORS' } });
    expect(await deps.memberships.findByProgramAndCreator(program.id, 'creator-1')).toBeNull();
  });

  it('accepts at once the application of a creator who accepted the company’s invitation', async () => {
    const { deps, program, input, apply } = await setup();
    deps.invitations.accept(program.id, 'creator-1');

    await apply.execute(input);

    expect(await deps.memberships.findByProgramAndCreator(program.id, 'creator-1')).toMatchObject({
      state: 'accepted',
      decidedAt: deps.clock.now(),
      decidedBy: 'COMPANY',
    });
    // Another creator's invitation decides nothing for this one.
    await apply.execute({ ...input, userId: 'creator-2' });
    expect(await deps.memberships.findByProgramAndCreator(program.id, 'creator-2')).toMatchObject({ state: 'applied', decidedAt: null });
  });

  it('refuses when the code of conduct is not accepted', async () => {
    const { input, apply } = await setup();

    const result = await apply.execute({ ...input, acceptCodeOfConduct: false });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.CODE_OF_CONDUCT_REQUIRED', field: 'acceptCodeOfConduct' } });
  });

  it('refuses a missing answer to a required question', async () => {
    const { input, apply } = await setup();

    const result = await apply.execute({ ...input, answers: {} });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.ANSWER_REQUIRED', field: 'answers.q-why' } });
  });

  it('refuses a second application by the same creator', async () => {
    const { deps, program, input, apply } = await setup();
    await deps.memberships.save(aMembership().forProgram(program).byCreator('creator-1').inState('rejected').build());

    const result = await apply.execute(input);

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.ALREADY_APPLIED' } });
  });

  it('refuses an unknown program', async () => {
    const { input, apply } = await setup();

    expect(await apply.execute({ ...input, programId: 'nope' })).toMatchObject({ ok: false, error: { code: 'PROGRAM.NOT_FOUND' } });
  });

  it('lets a creator apply to a hidden program reached by its link', async () => {
    const { deps, input, apply } = await setup();
    const hidden = aCreatorProgram().ownedBy('company-2').hidden().build();
    await deps.programs.save(hidden);

    expect((await apply.execute({ ...input, programId: hidden.id, answers: {} })).ok).toBe(true);
  });
});

describe('ApplyToProgram: requirements and profile', () => {
  it('keeps the demographics and hardware with the application', async () => {
    const { deps, program, input, apply } = await setup();

    await apply.execute({ ...input, profile: { country: 'se', languages: ['EN', 'sv', 'en'], hardware: ['PC', 'Quest 3'] } });

    expect((await deps.memberships.findByProgramAndCreator(program.id, 'creator-1'))?.profile).toEqual({
      country: 'SE',
      languages: ['en', 'sv'],
      hardware: ['PC', 'Quest 3'],
    });
  });

  it('refuses a malformed country at its field', async () => {
    const { input, apply } = await setup();

    expect(await apply.execute({ ...input, profile: { country: 'Sweden' } })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.INVALID_FIELD', field: 'profile.country' },
    });
  });

  it('refuses a creator who does not meet the requirements, naming the group', async () => {
    const { deps, program, input, apply } = await setup();
    deps.eligibility.fails('creator-1', 'Needs 1,000 Twitch followers.');

    const result = await apply.execute(input);

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.REQUIREMENTS_NOT_MET' } });
    expect(!result.ok && 'groups' in result.error && result.error.groups).toContainEqual({
      group: 'audience',
      status: 'Not met',
      reasons: ['Needs 1,000 Twitch followers.'],
    });
    expect(await deps.memberships.findByProgramAndCreator(program.id, 'creator-1')).toBeNull();
  });

  it('refuses a creator the company did not pick when the program takes only its chosen creator lists, in words', async () => {
    const { deps, program, input, apply } = await setup();
    deps.eligibility.notPicked('creator-1');

    const result = await apply.execute(input);

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'PROGRAMS.NOT_ON_CREATOR_LIST', message: expect.stringMatching(/creator lists/) },
    });
    expect(await deps.memberships.findByProgramAndCreator(program.id, 'creator-1')).toBeNull();
  });
});
