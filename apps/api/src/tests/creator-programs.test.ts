import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { acceptedMember, companyWithProgram } from '../testing/programs-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  ADD_CREATORS_TO_LIST,
  APPLY_TO_PROGRAM,
  CREATE_CREATOR_LIST,
  CREATE_KEY_CAMPAIGN,
  CREATOR_PROGRAM_PAGE,
  CREATOR_PROGRAMS,
  MY_CREATOR_PROGRAM,
  MY_PROGRAM_MEMBERSHIPS,
  OPEN_PROGRAM_ACTIVATION,
  PROGRAM_ACTIVATIONS,
  POST_PROGRAM_ANNOUNCEMENT,
  PROGRAM_APPLICATIONS,
  PROGRAM_ELIGIBILITY,
  REVIEW_PROGRAM_APPLICATIONS,
  SAVE_CREATOR_PROGRAM,
  programValues,
} from './operations.ts';

const app = useTestApp();

describe('Creator Programs over GraphQL', () => {
  it('a company creates its one program with the wizard, then edits it; a creator applies, is accepted and reads announcements', async () => {
    const company = await companyWithProgram(app);
    const edited = await company.client.op(SAVE_CREATOR_PROGRAM, {
      values: programValues({ name: 'Renamed', questions: [{ id: company.program.questions[0]!.id, text: 'Still?', required: true }] }),
    });
    expect(edited.data?.saveCreatorProgram).toMatchObject({ id: company.program.id, name: 'Renamed' });
    expect(edited.data?.saveCreatorProgram.questions[0]?.id).toBe(company.program.questions[0]!.id);

    const creator = await signedInCreator(app);
    const before = await creator.client.op(CREATOR_PROGRAM_PAGE, { id: company.program.id });
    expect(before.data?.creatorProgram).toMatchObject({ membershipState: 'none', membershipLabel: 'Join program', announcements: [] });
    const missingAnswer = await creator.client.op(APPLY_TO_PROGRAM, {
      programId: company.program.id,
      answers: [],
      acceptCodeOfConduct: true,
    });
    expect(missingAnswer.errors[0]?.extensions).toMatchObject({
      code: 'PROGRAM.ANSWER_REQUIRED',
      field: `answers.${company.program.questions[0]!.id}`,
    });
    const applied = await creator.client.op(APPLY_TO_PROGRAM, {
      programId: company.program.id,
      answers: [{ questionId: company.program.questions[0]!.id, answer: 'Roguelikes' }],
      acceptCodeOfConduct: true,
      profile: { country: 'se', languages: ['sv'], hardware: ['PC'] },
    });
    expect(applied.data?.applyToCreatorProgram).toMatchObject({ state: 'applied', label: 'Application sent', profile: { country: 'SE' } });
    await company.client.op(POST_PROGRAM_ANNOUNCEMENT, { programId: company.program.id, title: 'Patch 1.2', text: 'Out now.' });
    expect((await creator.client.op(CREATOR_PROGRAM_PAGE, { id: company.program.id })).data?.creatorProgram.announcements).toEqual([]);

    const applicants = await company.client.op(PROGRAM_APPLICATIONS, { programId: company.program.id, tab: 'applicants' });
    expect(applicants.data?.programApplications.edges.map((e) => e.node.creator.username)).toEqual([creator.username]);
    const emptyBulk = await company.client.op(REVIEW_PROGRAM_APPLICATIONS, { applicationIds: [], decision: 'accept' });
    expect(emptyBulk.errors[0]?.extensions?.code).toBe('PROGRAM.NOTHING_SELECTED');
    await company.client.op(REVIEW_PROGRAM_APPLICATIONS, { applicationIds: [applied.data!.applyToCreatorProgram.id], decision: 'accept' });

    const after = await creator.client.op(CREATOR_PROGRAM_PAGE, { id: company.program.id });
    expect(after.data?.creatorProgram).toMatchObject({ membershipState: 'accepted', membershipLabel: 'Visit program' });
    expect(after.data?.creatorProgram.announcements.map((a) => a.title)).toEqual(['Patch 1.2']);
    expect((await creator.client.op(MY_PROGRAM_MEMBERSHIPS)).data?.myProgramMemberships.map((m) => m.program.name)).toEqual(['Renamed']);
    const mine = await company.client.op(MY_CREATOR_PROGRAM);
    expect(mine.data?.myCreatorProgram?.membershipCounts).toEqual([{ state: 'accepted', count: 1 }]);
  });

  it('lists discoverable programs to anyone and keeps hidden ones to their link', async () => {
    const shown = await companyWithProgram(app, { name: 'Shown program' });
    const hidden = await companyWithProgram(app, { name: 'Hidden program', visibility: 'hidden' });
    const listed = await app.client().op(CREATOR_PROGRAMS, { first: 100 });
    const names = listed.data?.creatorPrograms.edges.map((e) => e.node.id) ?? [];
    expect(names).toContain(shown.program.id);
    expect(names).not.toContain(hidden.program.id);
    expect((await app.client().op(CREATOR_PROGRAM_PAGE, { id: hidden.program.id })).data?.creatorProgram.program.name).toBe(
      'Hidden program',
    );
  });

  it('keeps the response deadline for applications the company chose (the request SLA), and refuses one over 30 days', async () => {
    const company = await companyWithProgram(app, { applicationResponseDays: 3 });
    expect(company.program).toMatchObject({ applicationResponseDays: 3 });
    const tooLong = await company.client.op(SAVE_CREATOR_PROGRAM, { values: programValues({ applicationResponseDays: 31 }) });
    expect(tooLong.errors[0]?.extensions).toMatchObject({ code: 'PROGRAM.INVALID_FIELD', field: 'applicationResponseDays' });
    const lifted = await company.client.op(SAVE_CREATOR_PROGRAM, { values: programValues({ applicationResponseDays: null }) });
    expect(lifted.data?.saveCreatorProgram).toMatchObject({ applicationResponseDays: null });
  });

  it('refuses a company user applying, and a bad program field at its path', async () => {
    const company = await companyWithProgram(app);
    const other = await signedInCompanyUser(app);
    const refused = await other.client.op(APPLY_TO_PROGRAM, { programId: company.program.id, answers: [], acceptCodeOfConduct: true });
    expect(refused.errors[0]?.extensions?.code).toBe('PROGRAM.ONLY_CREATORS');
    const bad = await company.client.op(SAVE_CREATOR_PROGRAM, { values: programValues({ perks: ['ok', ''] }) });
    expect(bad.errors[0]?.extensions).toMatchObject({ code: 'PROGRAM.INVALID_FIELD', field: 'perks.1' });
  });

  it("opens the program's Keys to members only as far as its access reaches: one of two, kept once taken", async () => {
    const company = await companyWithProgram(app, { keyAccess: { mode: 'count', count: 1 } });
    const member = await acceptedMember(app, company);
    const applicant = await signedInCreator(app);
    await applicant.client.op(APPLY_TO_PROGRAM, {
      programId: company.program.id,
      answers: [{ questionId: company.program.questions[0]!.id, answer: 'Roguelikes' }],
      acceptCodeOfConduct: true,
    });
    const campaignIds: string[] = [];
    for (const name of ['Alpha keys', 'Beta keys']) {
      const created = await company.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name });
      campaignIds.push(created.data!.createKeyCampaign.id);
    }
    // Published Key campaigns that ask for the program (their wizard and publish checks have their own tests).
    await sql(
      app.databaseUrl,
      `update key_campaign set publish_state = 'published', requirements = jsonb_set(requirements, '{creatorProgramId}', to_jsonb(?::text)) where id in (?, ?)`,
      [company.program.id, ...campaignIds],
    );
    const [alpha, beta] = campaignIds as [string, string];
    const keys = async (client = member.client) => client.op(PROGRAM_ACTIVATIONS, { programId: company.program.id, kind: 'key' });

    expect((await keys()).data?.programActivations).toEqual([
      { id: alpha, kind: 'key', name: 'Alpha keys', granted: true, takingPart: false, href: `/campaigns/${alpha}` },
      { id: beta, kind: 'key', name: 'Beta keys', granted: true, takingPart: false, href: `/campaigns/${beta}` },
    ]);

    await sql(
      app.databaseUrl,
      `insert into key_participant (id, campaign_id, creator_id, state, applied_at, kit_sent_count, events)
       select gen_random_uuid(), ?, id, 'pending', now(), 0, '[]' from user_account where username = ?`,
      [beta, member.username],
    );
    expect((await keys()).data?.programActivations.map((k) => [k.name, k.granted, k.takingPart])).toEqual([
      ['Alpha keys', false, false],
      ['Beta keys', true, true],
    ]);
    const open = (id: string) => member.client.op(OPEN_PROGRAM_ACTIVATION, { programId: company.program.id, kind: 'key', id });
    expect((await open(beta)).data?.openProgramActivation).toEqual({ id: beta, href: `/campaigns/${beta}` });
    expect((await open(alpha)).errors[0]?.extensions?.code).toBe('PROGRAM.ACCESS_USED_UP');

    expect((await keys(company.client)).data?.programActivations.every((k) => k.granted)).toBe(true);
    expect((await keys(applicant.client)).errors[0]?.extensions?.code).toBe('PROGRAM.NOT_A_MEMBER');
    expect((await keys(app.client())).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("a Creator Program's chosen creator lists and whitelist", () => {
  const userId = async (username: string) =>
    (await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [username]))[0]!.id;
  const apply = (creator: { client: Awaited<ReturnType<typeof signedInCreator>>['client'] }, programId: string, questionId: string) =>
    creator.client.op(APPLY_TO_PROGRAM, { programId, answers: [{ questionId, answer: 'Roguelikes' }], acceptCodeOfConduct: true });

  it('takes applications only from creators on a chosen list or the whitelist, and refuses anyone else in words', async () => {
    const company = await companyWithProgram(app);
    const [listed, picked, outsider] = [await signedInCreator(app), await signedInCreator(app), await signedInCreator(app)];
    const listId = (await company.client.op(CREATE_CREATOR_LIST, { name: 'Program picks' })).data!.createCreatorList.id;
    expect((await company.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [await userId(listed.username)] })).errors).toEqual([]);
    const requirements = { ...programValues().requirements, creatorListIds: [listId], whitelist: [await userId(picked.username)] };
    const saved = await company.client.op(SAVE_CREATOR_PROGRAM, {
      values: programValues({ requirements, questions: [{ id: company.program.questions[0]!.id, text: 'Which games?', required: true }] }),
    });
    expect(saved.errors).toEqual([]);
    expect(saved.data?.saveCreatorProgram).toMatchObject({ applicantsPicked: true, creatorListIds: [listId] });
    const { id: programId, questions } = saved.data!.saveCreatorProgram;

    const refused = await apply(outsider, programId, questions[0]!.id);
    expect(refused.errors[0]?.extensions?.code).toBe('PROGRAMS.NOT_ON_CREATOR_LIST');
    expect(refused.errors[0]?.message).toMatch(/open only to the creators the company picked/);
    const step = await outsider.client.op(PROGRAM_ELIGIBILITY, { programId });
    expect(step.data?.programEligibility.eligible).toBe(false);
    expect(step.data?.programEligibility.groups.find((g) => g.group === 'selection')).toMatchObject({
      status: 'Not met',
      reasons: ['You are not on the Creator Program whitelist.', "You are not on the company's creator lists for this Creator Program."],
    });
    for (const creator of [listed, picked]) expect((await apply(creator, programId, questions[0]!.id)).errors).toEqual([]);
    // Who is picked is the company's own business: a creator reading the program sees that it picks, not whom.
    const seen = await outsider.client.op(CREATOR_PROGRAM_PAGE, { id: programId });
    expect(seen.data?.creatorProgram.program).toMatchObject({ applicantsPicked: true, creatorListIds: [], whitelist: [] });
  });

  it("refuses another company's creator list at its field and keeps the program as it was", async () => {
    const company = await companyWithProgram(app);
    const other = await signedInCompanyUser(app);
    const theirs = (await other.client.op(CREATE_CREATOR_LIST, { name: 'Not yours' })).data!.createCreatorList.id;

    const refused = await company.client.op(SAVE_CREATOR_PROGRAM, {
      values: programValues({ requirements: { ...programValues().requirements, creatorListIds: [theirs] } }),
    });

    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'PROGRAMS.CREATOR_LIST_NOT_OWNED', field: 'requirements.creatorListIds' });
    const kept = await company.client.op(MY_CREATOR_PROGRAM);
    expect(kept.data?.myCreatorProgram).toMatchObject({ applicantsPicked: false, creatorListIds: [] });
  });
});
