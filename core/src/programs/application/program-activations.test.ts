import { describe, expect, it } from 'vitest';
import type { ActivationAccess } from '../domain/creator-program.schema.ts';
import { aCreatorProgram, aMembership } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { ListProgramActivations, OpenProgramActivation } from './program-activations.ts';

async function setup(access: { keyAccess?: ActivationAccess; questAccess?: ActivationAccess }) {
  const deps = programsTestDeps();
  const program = aCreatorProgram().withAccess(access).build();
  await deps.programs.save(program);
  await deps.memberships.save(aMembership().forProgram(program).byCreator('member').inState('accepted').build());
  await deps.memberships.save(aMembership().forProgram(program).byCreator('applicant').build());
  for (const name of ['Alpha', 'Beta', 'Gamma']) deps.activations.add(program.id, { id: `key-${name}`, kind: 'key', name });
  deps.activations.add(program.id, { id: 'quest-1', kind: 'quest', name: 'Launch stream' });
  const as = (userId: string | null, companyId: string | null = null) => ({ programId: program.id, userId, companyId });
  return { deps, program, as };
}

const granted = (list: { ok: boolean; value?: unknown }) =>
  list.ok ? (list.value as { id: string; granted: boolean }[]).filter((a) => a.granted).map((a) => a.id) : list;

describe("a program's access to Keys and Quests", () => {
  it('opens every Key to members when the program gives access to all', async () => {
    const { deps, as } = await setup({ keyAccess: { mode: 'all' } });

    const keys = await new ListProgramActivations(deps).execute({ ...as('member'), kind: 'key' });

    expect(granted(keys)).toEqual(['key-Alpha', 'key-Beta', 'key-Gamma']);
  });

  it('opens only the chosen ones when the program lists them', async () => {
    const { deps, as } = await setup({ keyAccess: { mode: 'list', ids: ['key-Beta'] } });
    const open = new OpenProgramActivation(deps);

    expect(await open.execute({ ...as('member'), kind: 'key', activationId: 'key-Beta' })).toMatchObject({ ok: true });
    expect(await open.execute({ ...as('member'), kind: 'key', activationId: 'key-Alpha' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.ACCESS_USED_UP' },
    });
  });

  it('keeps the ones a member takes part in and closes the rest once the number is used up', async () => {
    const { deps, as } = await setup({ keyAccess: { mode: 'count', count: 1 } });
    const list = new ListProgramActivations(deps);
    expect(granted(await list.execute({ ...as('member'), kind: 'key' }))).toEqual(['key-Alpha', 'key-Beta', 'key-Gamma']);

    deps.activations.join('member', 'key-Gamma');

    const after = await list.execute({ ...as('member'), kind: 'key' });
    expect(granted(after)).toEqual(['key-Gamma']);
    expect(after.ok && after.value.find((a) => a.id === 'key-Gamma')?.takingPart).toBe(true);
    expect(await new OpenProgramActivation(deps).execute({ ...as('member'), kind: 'key', activationId: 'key-Alpha' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.ACCESS_USED_UP' },
    });
  });

  it('measures Quests by the Quest access, not the Key access', async () => {
    const { deps, as } = await setup({ keyAccess: { mode: 'all' }, questAccess: { mode: 'list', ids: ['quest-other'] } });

    const quests = await new ListProgramActivations(deps).execute({ ...as('member'), kind: 'quest' });

    expect(quests.ok && quests.value.map((q) => [q.id, q.granted])).toEqual([['quest-1', false]]);
  });

  it('lets the company reach all of its own and refuses applicants, visitors and activations outside the program', async () => {
    const { deps, program, as } = await setup({ keyAccess: { mode: 'count', count: 1 } });
    deps.activations.join('member', 'key-Alpha');
    const list = new ListProgramActivations(deps);

    expect(granted(await list.execute({ ...as('someone', program.companyId), kind: 'key' }))).toEqual([
      'key-Alpha',
      'key-Beta',
      'key-Gamma',
    ]);
    expect(await list.execute({ ...as('applicant'), kind: 'key' })).toMatchObject({ ok: false, error: { code: 'PROGRAM.NOT_A_MEMBER' } });
    expect(await list.execute({ ...as(null), kind: 'key' })).toMatchObject({ ok: false, error: { code: 'PROGRAM.NOT_A_MEMBER' } });
    expect(await list.execute({ ...as('member', 'company-2'), kind: 'key' })).toMatchObject({ ok: true });
    expect(await new OpenProgramActivation(deps).execute({ ...as('member'), kind: 'key', activationId: 'elsewhere' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.ACTIVATION_NOT_FOUND' },
    });
  });
});
