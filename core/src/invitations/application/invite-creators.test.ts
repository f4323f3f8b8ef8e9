import { describe, expect, it } from 'vitest';
import { emailInviteExpiry } from '../domain/invitation.entity.ts';
import { MAX_INVITES_PER_BATCH } from '../domain/invite-creators.schema.ts';
import { anInvitation, aUserIdInvitation, BUILDER_NOW, COMPANY_ID, QUEST_ID } from '../testing/builders.ts';
import { invitationsTestDeps, TEST_APP_URL } from '../testing/invitations-test-deps.ts';
import { InviteCreators } from './invite-creators.ts';
import { CREATOR_INVITES_PER_COMPANY, INVITATION_MAILS_PER_ADDRESS } from '../domain/invitation-limits.ts';
import { DAY_MS } from '../../shared/time.ts';

const byEmail = (emails: string) => ({ inviteType: 'EMAIL', activationType: 'QUEST', activationId: QUEST_ID, emails });
const byUserId = (userIds: string[]) => ({ inviteType: 'USERID', activationType: 'QUEST', activationId: QUEST_ID, userIds });

function setup() {
  const deps = invitationsTestDeps();
  deps.creators.add({ id: 'cr-1', email: 'Known@Example.com', displayName: 'Known' });
  deps.creators.add({ id: 'cr-2', email: 'two@example.com', displayName: 'Two' });
  const invite = (value: unknown) => new InviteCreators(deps).execute({ companyId: COMPANY_ID, invitedBy: 'user-1', invite: value });
  return { deps, invite };
}

describe('InviteCreators by email', () => {
  it('invites each valid address once, mails it, and reports every line by number', async () => {
    const { deps, invite } = setup();
    await deps.invitations.save(anInvitation({ email: 'old@example.com' }));

    const result = await invite(byEmail('New@Example.com\n\nbroken\nold@example.com\nnew@example.com\nsecond@example.com'));

    expect(result.ok && result.value.lines.map((l) => [l.line, l.target, l.outcome])).toEqual([
      [1, 'new@example.com', 'INVITED'],
      [3, 'broken', 'INVALID_EMAIL'],
      [4, 'old@example.com', 'ALREADY_INVITED'],
      [5, 'new@example.com', 'DUPLICATE_IN_LIST'],
      [6, 'second@example.com', 'INVITED'],
    ]);
    expect(result.ok && result.value.invited).toBe(2);
    const stored = await deps.invitations.listByActivation('QUEST', QUEST_ID);
    expect(stored.find((i) => i.email === 'new@example.com')).toMatchObject({
      inviteType: 'EMAIL',
      status: 'PENDING',
      invitedAt: BUILDER_NOW,
      expiresAt: emailInviteExpiry(BUILDER_NOW),
      companyId: COMPANY_ID,
      invitedBy: 'user-1',
      sentCount: 1,
    });
    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['new@example.com', 'second@example.com']);
    expect(deps.mailer.sent[0]?.text).toContain(`${TEST_APP_URL}/invitations/`);
    expect(deps.mailer.sent[0]?.subject).toBe('You are invited to a Quest on Lurkit');
    expect(deps.mailer.sent[0]?.text).toContain('Spring Stream');
    // Sent for the company, so its flood of invitations waits behind other companies' mail.
    expect(deps.mailer.sent.map((m) => m.sender)).toEqual([COMPANY_ID, COMPANY_ID]);
  });

  it('refuses a second invite to the same address even after it was rejected', async () => {
    const { deps, invite } = setup();
    await deps.invitations.save(anInvitation({ email: 'gone@example.com', status: 'REJECTED' }));
    const result = await invite(byEmail('GONE@example.com'));
    expect(result.ok && result.value.lines[0]?.outcome).toBe('ALREADY_INVITED');
    expect(deps.mailer.sent).toEqual([]);
  });

  it('refuses an address whose creator was already invited by user id (after answering)', async () => {
    const { deps, invite } = setup();
    await deps.invitations.save(aUserIdInvitation('cr-9'));
    await deps.invitations.save(anInvitation({ email: 'was@example.com', creatorId: 'cr-3', status: 'ACCEPTED' }));
    const result = await invite(byEmail('was@example.com'));
    expect(result.ok && result.value.lines[0]?.outcome).toBe('ALREADY_INVITED');
  });

  it('refuses the address of a creator first invited by user id, in any case, and mails nothing', async () => {
    const { deps, invite } = setup();
    await deps.invitations.save(aUserIdInvitation('cr-1'));
    const result = await invite(byEmail('known@EXAMPLE.com\nfresh@example.com'));
    expect(result.ok && result.value.lines.map((l) => [l.target, l.outcome])).toEqual([
      ['known@example.com', 'ALREADY_INVITED'],
      ['fresh@example.com', 'INVITED'],
    ]);
    expect(deps.mailer.sent.map((m) => m.to)).toEqual(['fresh@example.com']);
  });

  it('answers a list of only invalid lines with the report and no invites', async () => {
    const { deps, invite } = setup();
    expect(await invite(byEmail('nope\nnope2'))).toMatchObject({
      ok: true,
      value: { invited: 0, lines: [{ line: 1, outcome: 'INVALID_EMAIL' }, { line: 2 }] },
    });
    expect(await deps.invitations.listByActivation('QUEST', QUEST_ID)).toEqual([]);
  });

  it('needs at least one line, and at most the batch limit of addresses', async () => {
    const { invite } = setup();
    expect(await invite(byEmail(' \n '))).toMatchObject({ ok: false, error: { code: 'INVITATIONS.INVALID_INPUT', field: 'emails' } });
    const list = (n: number) => Array.from({ length: n }, (_, i) => `c${i}@example.com`).join('\n');
    expect(await invite(byEmail(list(MAX_INVITES_PER_BATCH + 1)))).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.TOO_MANY', field: 'emails' },
    });
    expect(await invite(byEmail(list(MAX_INVITES_PER_BATCH)))).toMatchObject({ ok: true, value: { invited: MAX_INVITES_PER_BATCH } });
  });
});

describe('InviteCreators by user id', () => {
  it('invites known creators without expiry, reporting unknown ids and repeats by position', async () => {
    const { deps, invite } = setup();
    const result = await invite(byUserId(['cr-1', 'ghost', 'cr-1', 'cr-2']));
    expect(result.ok && result.value.lines.map((l) => [l.line, l.target, l.outcome])).toEqual([
      [1, 'cr-1', 'INVITED'],
      [2, 'ghost', 'CREATOR_NOT_FOUND'],
      [3, 'cr-1', 'DUPLICATE_IN_LIST'],
      [4, 'cr-2', 'INVITED'],
    ]);
    expect(
      (await deps.invitations.listByActivation('QUEST', QUEST_ID)).map((i) => [i.inviteType, i.creatorId, i.email, i.expiresAt]),
    ).toEqual([
      ['USERID', 'cr-1', null, null],
      ['USERID', 'cr-2', null, null],
    ]);
  });

  it('tells a creator invited by user id at their account address, with the invitation under their bell', async () => {
    const { deps, invite } = setup();
    await invite(byUserId(['cr-1']));
    const [mail] = deps.mailer.sent;
    expect(mail).toMatchObject({ to: 'Known@Example.com', subject: 'You are invited to a Quest on Lurkit' });
    const [invitation] = await deps.invitations.listByActivation('QUEST', QUEST_ID);
    expect(mail?.notification).toEqual({ kind: 'invitations', path: `/invitations/${invitation!.id}` });
  });

  it("refuses a creator already invited by user id, or by their account's address", async () => {
    const { deps, invite } = setup();
    await deps.invitations.save(aUserIdInvitation('cr-1'));
    await deps.invitations.save(anInvitation({ email: 'two@example.com' }));
    const result = await invite(byUserId(['cr-1', 'cr-2']));
    expect(result.ok && result.value.lines.map((l) => l.outcome)).toEqual(['ALREADY_INVITED', 'ALREADY_INVITED']);
  });

  it('keeps invites to different activations apart', async () => {
    const { deps, invite } = setup();
    deps.activations.add('KEY', 'key-1', {
      companyId: COMPANY_ID,
      name: 'Keys',
      companyName: 'Demo Studio',
      acceptsInvitations: true,
      companyVerified: true,
    });
    await deps.invitations.save(aUserIdInvitation('cr-1', { activationType: 'KEY', activationId: 'key-1' }));
    expect(await invite(byUserId(['cr-1']))).toMatchObject({ ok: true, value: { invited: 1 } });
  });

  it('needs at least one creator', async () => {
    const { invite } = setup();
    expect(await invite(byUserId([]))).toMatchObject({ ok: false, error: { code: 'INVITATIONS.INVALID_INPUT', field: 'userIds' } });
  });
});

describe('InviteCreators activation checks', () => {
  it("refuses an unknown activation and another company's", async () => {
    const { deps, invite } = setup();
    deps.activations.add('MISSION', 'm-1', {
      companyId: 'other',
      name: 'M',
      companyName: 'Demo Studio',
      acceptsInvitations: true,
      companyVerified: true,
    });
    expect(await invite({ ...byEmail('a@example.com'), activationId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.ACTIVATION_NOT_FOUND' },
    });
    expect(await invite({ ...byEmail('a@example.com'), activationType: 'MISSION', activationId: 'm-1' })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.ACTIVATION_NOT_FOUND' },
    });
  });

  it('refuses an activation closed to invitations (a pre-launch Key campaign)', async () => {
    const { deps, invite } = setup();
    deps.activations.add('KEY', 'pre', {
      companyId: COMPANY_ID,
      name: 'Soon',
      companyName: 'Demo Studio',
      acceptsInvitations: false,
      companyVerified: true,
    });
    expect(await invite({ ...byEmail('a@example.com'), activationType: 'KEY', activationId: 'pre' })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.ACTIVATION_CLOSED' },
    });
    expect(deps.mailer.sent).toEqual([]);
  });

  it('refuses an unknown activation or invite type', async () => {
    const { invite } = setup();
    expect(await invite({ ...byEmail('a@example.com'), activationType: 'RAFFLE' })).toMatchObject({
      ok: false,
      error: { field: 'activationType' },
    });
    expect(await invite({ ...byEmail('a@example.com'), inviteType: 'SMS' })).toMatchObject({
      ok: false,
      error: { code: 'INVITATIONS.INVALID_INPUT' },
    });
  });
});

describe('InviteCreators limits', () => {
  it('refuses a company Lurkit has not reviewed yet, and mails nothing', async () => {
    const { deps, invite } = setup();
    deps.activations.add('QUEST', QUEST_ID, {
      companyId: COMPANY_ID,
      name: 'Spring Stream',
      companyName: 'Demo Studio',
      acceptsInvitations: true,
      companyVerified: false,
    });

    expect(await invite(byEmail('a@example.com'))).toMatchObject({ ok: false, error: { code: 'INVITATIONS.COMPANY_NOT_VERIFIED' } });
    expect(deps.mailer.sent).toEqual([]);
  });

  it('keeps company-written text out of the subject and escapes it in the body', async () => {
    const { deps, invite } = setup();
    const name = '<b>FREE MONEY</b> click evil.example';
    deps.activations.add('QUEST', QUEST_ID, {
      companyId: COMPANY_ID,
      name,
      companyName: 'Demo Studio',
      acceptsInvitations: true,
      companyVerified: true,
    });

    await invite(byEmail('a@example.com'));

    const mail = deps.mailer.sent[0];
    expect(mail?.subject).toBe('You are invited to a Quest on Lurkit');
    expect(mail?.html).toContain('&lt;b&gt;FREE MONEY&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>FREE');
  });

  it(`refuses a whole batch that would pass ${CREATOR_INVITES_PER_COMPANY.limit} invitations in a day`, async () => {
    const { deps, invite } = setup();
    const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `c${from + i}@example.com`).join('\n');
    expect((await invite(byEmail(addresses(0, CREATOR_INVITES_PER_COMPANY.limit - 1)))).ok).toBe(true);

    const over = await invite(byEmail(addresses(1000, 2)));
    expect(over).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect((await deps.invitations.listByActivation('QUEST', QUEST_ID)).length).toBe(CREATOR_INVITES_PER_COMPANY.limit - 1);

    expect((await invite(byEmail(addresses(2000, 1)))).ok).toBe(true);
    deps.clock.advance(DAY_MS);
    expect((await invite(byEmail(addresses(3000, 2)))).ok).toBe(true);
  });

  it(`mails one address at most ${INVITATION_MAILS_PER_ADDRESS.limit} invitations a day from all activations, still recording them`, async () => {
    const { deps, invite } = setup();
    for (let i = 0; i < INVITATION_MAILS_PER_ADDRESS.limit + 2; i++) {
      deps.activations.add('KEY', `key-${i}`, {
        companyId: COMPANY_ID,
        name: `Keys ${i}`,
        companyName: 'Demo Studio',
        acceptsInvitations: true,
        companyVerified: true,
      });
      const result = await invite({ ...byEmail('popular@example.com'), activationType: 'KEY', activationId: `key-${i}` });
      expect(result.ok && result.value.invited).toBe(1);
    }

    expect(deps.mailer.to('popular@example.com')).toHaveLength(INVITATION_MAILS_PER_ADDRESS.limit);
  });
});
