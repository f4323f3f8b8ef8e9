import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { aCreatorProgram, aMembership, PROGRAM_NOW } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { InMemoryCreatorProgramRepository } from '../testing/in-memory-creator-program-repository.ts';
import { DeclineStaleApplications } from './decline-stale-applications.ts';

const daysAgo = (days: number) => new Date(PROGRAM_NOW.getTime() - days * DAY_MS);

async function waiting() {
  const deps = programsTestDeps();
  const program = aCreatorProgram().answeringWithin(5).build();
  const open = aCreatorProgram().ownedBy('company-2').answeringWithin(null).build();
  for (const p of [program, open]) await deps.programs.save(p);
  const stale = aMembership().forProgram(program).byCreator('creator-1').appliedOn(daysAgo(6)).build();
  const opened = aMembership().forProgram(program).byCreator('creator-2').inState('pending').appliedOn(daysAgo(5)).build();
  const fresh = aMembership().forProgram(program).byCreator('creator-3').appliedOn(daysAgo(4)).build();
  const noDeadline = aMembership().forProgram(open).byCreator('creator-1').appliedOn(daysAgo(60)).build();
  for (const m of [stale, opened, fresh, noDeadline]) await deps.memberships.save(m);
  deps.applicants.add('creator-1', { email: 'anna@example.com', displayName: 'Anna' });
  deps.applicants.add('creator-2', { email: 'bo@example.com', displayName: 'Bo' });
  return { deps, program, stale, opened, fresh, noDeadline };
}

describe('DeclineStaleApplications', () => {
  it("rejects applications, opened or not, past the program's deadline by the system, with the reason, and tells each creator", async () => {
    const { deps, program, stale, opened } = await waiting();
    expect(await new DeclineStaleApplications(deps).execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 2 } });
    for (const m of [stale, opened]) {
      expect(await deps.memberships.findById(m.id)).toMatchObject({
        state: 'rejected',
        decidedAt: PROGRAM_NOW,
        decidedBy: 'SYSTEM',
        decisionReason: 'The company did not answer within 5 days.',
      });
    }
    expect(deps.mailer.to('anna@example.com')).toEqual([
      expect.objectContaining({
        subject: `Your application to ${program.name} was declined`,
        notification: { kind: 'campaignUpdates', path: `/creator-programs/${program.id}` },
        text: expect.stringContaining('declined automatically: The company did not answer within 5 days.'),
      }),
    ]);
    expect(deps.mailer.to('bo@example.com')).toHaveLength(1);
  });

  it('leaves applications inside the deadline and programs without one alone', async () => {
    const { deps, fresh, noDeadline } = await waiting();
    await new DeclineStaleApplications(deps).execute({ limit: 50 });
    expect((await deps.memberships.findById(fresh.id))?.state).toBe('applied');
    expect((await deps.memberships.findById(noDeadline.id))?.state).toBe('applied');
  });

  it('a deadline the company lifted after the read declines nothing', async () => {
    const { deps, program } = await waiting();
    // The memberships still see the old deadline; the program read afterwards has none.
    const lifted = new InMemoryCreatorProgramRepository();
    await lifted.save({ ...program, applicationResponseDays: null });
    const sweep = new DeclineStaleApplications({ ...deps, programs: lifted });
    expect(await sweep.execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 0 } });
    expect(deps.mailer.sent).toEqual([]);
  });

  it('rejects and mails once however often it runs, then takes the next as they come due', async () => {
    const { deps, fresh } = await waiting();
    const sweep = new DeclineStaleApplications(deps);
    await sweep.execute({ limit: 50 });
    expect(await sweep.execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 0 } });
    expect(deps.mailer.sent).toHaveLength(2);
    deps.clock.set(new Date(PROGRAM_NOW.getTime() + DAY_MS));
    expect(await sweep.execute({ limit: 50 })).toEqual({ ok: true, value: { declined: 1 } });
    expect((await deps.memberships.findById(fresh.id))?.state).toBe('rejected');
  });

  it('takes at most the limit in one run', async () => {
    const { deps } = await waiting();
    expect(await new DeclineStaleApplications(deps).execute({ limit: 1 })).toEqual({ ok: true, value: { declined: 1 } });
  });
});
