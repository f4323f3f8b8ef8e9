import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { liveKeyCampaignWithOneKey } from '../testing/keys-world.ts';
import { CLAIM_KEY, CREATE_CREATOR_PAGE, CREATOR_PAGE, REQUEST_KEY, REVIEW_KEY_PARTICIPANTS } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp();

/** The real way to a claimed key: a published campaign with codes, a request accepted, a claim. */
async function claimKeyAsCreator(creator: ReturnType<typeof app.client>) {
  const { campaignId, ...company } = await liveKeyCampaignWithOneKey(app, { game: 'Overdue', key: 'OVERDUE-1' });
  const requested = await creator.op(REQUEST_KEY, { campaignId, agreementAccepted: true });
  await company.client.op(REVIEW_KEY_PARTICIPANTS, { campaignId, participantIds: [requested.data!.requestKey.id], decision: 'accept' });
  expect((await creator.op(CLAIM_KEY, { campaignId, platform: 'STEAM' })).errors).toEqual([]);
}

describe('the public creator page', () => {
  it('answers signed out with the channels and a completion rate that a missing submission lowers', async () => {
    const creator = await signedInCreator(app);
    const slug = uniqueName('page-');
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'My page', links: [] } })).errors).toEqual([]);

    const visitor = app.client();
    const before = await visitor.op(CREATOR_PAGE, { slug: slug.toUpperCase() });
    expect(before.errors).toEqual([]);
    expect(before.data!.creatorPage).toMatchObject({
      viewerIsOwner: false,
      completionRate: { rate: null, onTime: 0, late: 0, missing: 0 },
      page: { slug, title: 'My page' },
    });
    expect((await creator.client.op(CREATOR_PAGE, { slug })).data!.creatorPage.viewerIsOwner).toBe(true);

    // A key claimed 31 days ago with no content: its content is missing (spec 9's 30 days).
    await claimKeyAsCreator(creator.client);
    await sql(
      app.databaseUrl,
      `update key_participant set claimed_at = now() - interval '31 days', content_due_at = now() - interval '1 day'
         where creator_id = (select id from user_account where username = ?)`,
      [creator.username],
    );

    const after = await visitor.op(CREATOR_PAGE, { slug });
    expect(after.errors).toEqual([]);
    expect(after.data!.creatorPage.completionRate).toEqual({ rate: 0, onTime: 0, late: 0, missing: 1 });
  });

  it('answers an unknown name with not found, never a 500', async () => {
    const answer = await app.client().op(CREATOR_PAGE, { slug: 'nobody-has-this-name' });
    expect(answer.errors[0]).toMatchObject({ extensions: { code: 'CREATOR_PAGES.NOT_FOUND' } });
  });
});
