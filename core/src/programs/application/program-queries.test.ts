import { describe, expect, it } from 'vitest';
import { aCreatorProgram, aMembership, anAnnouncement } from '../testing/builders.ts';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { ListAnnouncements, ListApplications, ViewCreatorProgram } from './program-queries.ts';

const page = { after: null, before: null, limit: 20, inverted: false };

async function setup() {
  const deps = programsTestDeps();
  const program = aCreatorProgram().hidden().build();
  await deps.programs.save(program);
  const member = aMembership().forProgram(program).byCreator('member').inState('accepted').build();
  const applicant = aMembership().forProgram(program).byCreator('applicant').build();
  await deps.memberships.save(member);
  await deps.memberships.save(applicant);
  await deps.announcements.save(anAnnouncement().forProgram(program).build());
  return { deps, program };
}

describe('program queries', () => {
  it("shows a hidden program by its link, with the viewer's membership", async () => {
    const { deps, program } = await setup();

    const seen = await new ViewCreatorProgram(deps).execute({ programId: program.id, userId: 'applicant', companyId: null });
    const visitor = await new ViewCreatorProgram(deps).execute({ programId: program.id, userId: null, companyId: null });

    expect(seen).toMatchObject({ ok: true, value: { membership: { state: 'applied' }, canSeeMemberContent: false } });
    expect(visitor).toMatchObject({ ok: true, value: { membership: null, canSeeMemberContent: false } });
  });

  it('shows announcements to accepted members and the company only', async () => {
    const { deps, program } = await setup();
    const list = new ListAnnouncements(deps);

    expect((await list.execute({ programId: program.id, userId: 'member', companyId: null })).ok).toBe(true);
    expect((await list.execute({ programId: program.id, userId: 'x', companyId: program.companyId })).ok).toBe(true);
    expect(await list.execute({ programId: program.id, userId: 'applicant', companyId: null })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.NOT_A_MEMBER' },
    });
  });

  it("lists the company's own applicants tab and refuses another company", async () => {
    const { deps, program } = await setup();
    const list = new ListApplications(deps);

    const applicants = await list.execute({ programId: program.id, companyId: program.companyId, tab: 'applicants', page });

    expect(applicants.ok && applicants.value.map((m) => m.creatorId)).toEqual(['applicant']);
    expect(await list.execute({ programId: program.id, companyId: 'company-2', tab: 'accepted', page })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.NOT_FOUND' },
    });
  });
});
