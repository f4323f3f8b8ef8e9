import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { liveKeyCampaign } from '../testing/keys-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { KEY_PARTICIPANTS, REQUEST_KEY } from './operations.ts';

const app = useTestApp();

describe('The risk of a key request, as the company reads it', () => {
  it('reads a new account on a disposable mailbox as HIGH with its reasons and a seasoned creator as LOW; nobody else reads it', async () => {
    const company = await liveKeyCampaign(app, { name: 'Reseller bait' });
    const risky = await signedInCreator(app);
    await sql(app.databaseUrl, `update user_account set email = ? where username = ?`, [
      `${risky.username}@mailinator.com`,
      risky.username,
    ]);
    const seasoned = await signedInCreator(app);
    await sql(app.databaseUrl, `update user_account set created_at = now() - interval '2 years' where username = ?`, [seasoned.username]);
    for (const creator of [risky, seasoned]) {
      expect((await creator.client.op(REQUEST_KEY, { campaignId: company.campaignId })).errors).toEqual([]);
    }

    const pending = await company.client.op(KEY_PARTICIPANTS, { campaignId: company.campaignId, tab: 'pending' });
    expect(pending.errors).toEqual([]);
    const riskOf = (username: string) => pending.data!.keyParticipants.edges.find((e) => e.node.creator.username === username)?.node.risk;
    expect(riskOf(risky.username)).toEqual({
      level: 'HIGH',
      reasons: [
        { code: 'DISPOSABLE_EMAIL', words: 'The email address is at mailinator.com, a disposable mail service.', figure: 1 },
        { code: 'NEW_ACCOUNT', words: 'The account is 0 days old.', figure: 0 },
      ],
    });
    expect(riskOf(seasoned.username)).toEqual({ level: 'LOW', reasons: [] });

    // The requester reads their own request without it.
    const own = await risky.client.gql<{ requestKey: { risk: unknown } }>(
      'OwnRisk',
      'mutation OwnRisk($id: ID!) { requestKey(campaignId: $id) { id risk { level } } }',
      { id: company.campaignId },
    );
    expect(own.errors).toEqual([]);
    expect(own.data!.requestKey.risk).toBeNull();

    // Another company reads neither the participants nor their risk.
    const other = await signedInCompanyUser(app);
    const foreign = await other.client.op(KEY_PARTICIPANTS, { campaignId: company.campaignId, tab: 'pending' });
    expect(foreign.data).toBeNull();
    expect(foreign.errors[0]?.extensions?.code).toBe('KEYS.CAMPAIGN_NOT_FOUND');
  });
});
