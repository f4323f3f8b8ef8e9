import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_LABELS } from '../domain/membership.machine.ts';
import { aCreatorProgram, aMembership } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { ReviewApplication, ReviewApplications } from './review-application.ts';

async function setup(state: 'applied' | 'pending' | 'accepted' | 'rejected' = 'applied') {
  const deps = programsTestDeps();
  const program = aCreatorProgram().ownedBy('company-1').build();
  const membership = aMembership().forProgram(program).inState(state).build();
  await deps.programs.save(program);
  await deps.memberships.save(membership);
  deps.clock.advance(3_600_000);
  return { deps, membership, review: new ReviewApplication(deps) };
}

describe('ReviewApplication', () => {
  it.each([
    ['applied', 'accept', 'accepted'],
    ['pending', 'accept', 'accepted'],
    ['applied', 'reject', 'rejected'],
    ['pending', 'reject', 'rejected'],
  ] as const)('moves an %s application on %s to %s and stamps the decision', async (from, decision, to) => {
    const { deps, membership, review } = await setup(from);

    const result = await review.execute({ applicationId: membership.id, companyId: 'company-1', decision });

    expect(result.ok).toBe(true);
    expect(await deps.memberships.findById(membership.id)).toMatchObject({ state: to, decidedAt: deps.clock.now() });
  });

  it('shows an accepted creator the Visit program label', async () => {
    const { deps, membership, review } = await setup();

    await review.execute({ applicationId: membership.id, companyId: 'company-1', decision: 'accept' });

    const stored = await deps.memberships.findById(membership.id);
    expect(stored && MEMBERSHIP_LABELS[stored.state]).toBe('Visit program');
  });

  it('refuses a second decision with TransitionNotAllowed and keeps the first', async () => {
    const { deps, membership, review } = await setup('rejected');

    const result = await review.execute({ applicationId: membership.id, companyId: 'company-1', decision: 'accept' });

    expect(result).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect((await deps.memberships.findById(membership.id))?.state).toBe('rejected');
  });

  it("treats another company's application as not found", async () => {
    const { deps, membership, review } = await setup();

    const result = await review.execute({ applicationId: membership.id, companyId: 'company-2', decision: 'accept' });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.APPLICATION_NOT_FOUND' } });
    expect((await deps.memberships.findById(membership.id))?.state).toBe('applied');
  });

  it('refuses an unknown application', async () => {
    const { review } = await setup();

    const result = await review.execute({ applicationId: 'nope', companyId: 'company-1', decision: 'reject' });

    expect(result).toMatchObject({ ok: false, error: { code: 'PROGRAM.APPLICATION_NOT_FOUND' } });
  });
});

describe('ReviewApplications (bulk) and removal', () => {
  it('accepts every selected application, or none when one cannot move', async () => {
    const deps = programsTestDeps();
    const program = aCreatorProgram().build();
    await deps.programs.save(program);
    const a = aMembership().forProgram(program).build();
    const b = aMembership().forProgram(program).inState('rejected').build();
    const c = aMembership().forProgram(program).inState('pending').build();
    for (const m of [a, b, c]) await deps.memberships.save(m);
    const review = new ReviewApplications(deps);

    const refused = await review.execute({ applicationIds: [a.id, b.id], companyId: program.companyId, decision: 'accept' });
    const accepted = await review.execute({ applicationIds: [a.id, c.id], companyId: program.companyId, decision: 'accept' });

    expect(refused).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect(accepted.ok && accepted.value.map((m) => m.state)).toEqual(['accepted', 'accepted']);
    expect(await review.execute({ applicationIds: [], companyId: program.companyId, decision: 'accept' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.NOTHING_SELECTED' },
    });
  });

  it('removes an accepted member (listed under Rejected) and tells missions the membership ended', async () => {
    const deps = programsTestDeps();
    const program = aCreatorProgram().build();
    await deps.programs.save(program);
    const member = aMembership().forProgram(program).inState('accepted').build();
    await deps.memberships.save(member);

    const result = await new ReviewApplication(deps).execute({
      applicationId: member.id,
      companyId: program.companyId,
      decision: 'remove',
    });

    expect(result).toMatchObject({ ok: true, value: { state: 'rejected' } });
    expect(deps.events.ended).toEqual([{ programId: program.id, creatorId: member.creatorId }]);
  });

  it('marks an application opened by the company as pending', async () => {
    const deps = programsTestDeps();
    const program = aCreatorProgram().build();
    await deps.programs.save(program);
    const applied = aMembership().forProgram(program).build();
    await deps.memberships.save(applied);

    const result = await new ReviewApplication(deps).execute({ applicationId: applied.id, companyId: program.companyId, decision: 'open' });

    expect(result).toMatchObject({ ok: true, value: { state: 'pending', decidedAt: null } });
  });
});

describe('ReviewApplication notifications', () => {
  it.each([
    ['accept', 'was accepted'],
    ['reject', 'was declined'],
  ] as const)('tells the applicant once of the decision to %s, linking the program page', async (decision, words) => {
    const { deps, membership, review } = await setup();
    deps.applicants.add(membership.creatorId, { email: 'anna@example.com', displayName: 'Anna' });
    await review.execute({ applicationId: membership.id, companyId: 'company-1', decision });
    expect(deps.mailer.sent.map((m) => [m.to, m.notification])).toEqual([
      ['anna@example.com', { kind: 'campaignUpdates', path: `/creator-programs/${membership.programId}` }],
    ]);
    expect(deps.mailer.sent[0]?.subject).toContain(words);
  });

  it('tells nobody when an application is only opened', async () => {
    const { deps, membership, review } = await setup();
    deps.applicants.add(membership.creatorId, { email: 'anna@example.com', displayName: 'Anna' });
    await review.execute({ applicationId: membership.id, companyId: 'company-1', decision: 'open' });
    expect(deps.mailer.sent).toEqual([]);
  });
});
