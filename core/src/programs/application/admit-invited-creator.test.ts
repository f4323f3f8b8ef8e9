import { describe, expect, it } from 'vitest';
import { aCreatorProgram, aMembership, PROGRAM_NOW } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { AdmitInvitedCreator } from './admit-invited-creator.ts';

async function setup() {
  const deps = programsTestDeps();
  const program = aCreatorProgram().build();
  await deps.programs.save(program);
  return { deps, program, admit: new AdmitInvitedCreator(deps) };
}

describe('AdmitInvitedCreator (a Mission invitation accepted)', () => {
  it('makes a creator who never applied an accepted member, decided by the company', async () => {
    const { deps, program, admit } = await setup();

    const result = await admit.execute({ programId: program.id, creatorId: 'ada' });

    expect(result.ok).toBe(true);
    expect(await deps.memberships.findByProgramAndCreator(program.id, 'ada')).toMatchObject({
      state: 'accepted',
      decidedAt: PROGRAM_NOW,
      decidedBy: 'COMPANY',
    });
  });

  it.each(['applied', 'pending'] as const)('accepts a waiting (%s) application', async (state) => {
    const { deps, program, admit } = await setup();
    const waiting = aMembership().forProgram(program).byCreator('ada').inState(state).build();
    await deps.memberships.save(waiting);

    await admit.execute({ programId: program.id, creatorId: 'ada' });

    expect(await deps.memberships.findById(waiting.id)).toMatchObject({ state: 'accepted', decidedBy: 'COMPANY' });
  });

  it('leaves an accepted member as they are', async () => {
    const { deps, program, admit } = await setup();
    const member = aMembership().forProgram(program).byCreator('ada').inState('accepted').build();
    await deps.memberships.save(member);

    expect(await admit.execute({ programId: program.id, creatorId: 'ada' })).toEqual({ ok: true, value: member });
  });

  it('keeps a declined or removed member out', async () => {
    const { deps, program, admit } = await setup();
    await deps.memberships.save(aMembership().forProgram(program).byCreator('ada').inState('rejected').build());

    expect(await admit.execute({ programId: program.id, creatorId: 'ada' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.MEMBERSHIP_ENDED' },
    });
  });

  it("refuses a creator who does not meet the program's requirements, and records nothing", async () => {
    const { deps, program, admit } = await setup();
    deps.eligibility.fails('ada');

    expect(await admit.execute({ programId: program.id, creatorId: 'ada' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.REQUIREMENTS_NOT_MET' },
    });
    expect(await deps.memberships.findByProgramAndCreator(program.id, 'ada')).toBeNull();
  });
});
