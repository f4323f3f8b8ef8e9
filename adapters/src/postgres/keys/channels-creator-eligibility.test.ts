import { openRequirements, type KeyRequirements } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { emptyProfile } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import { MikroOrmUserProfileRepository } from '../accounts/mikro-orm-user-profile-repository.ts';
import { aCreatorList, aVipGrant, BUILDER_NOW } from '@lurkit/core/creator-lists/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmCreatorListRepository } from '../creator-lists/mikro-orm-creator-list-repository.ts';
import { MikroOrmVipGrantRepository } from '../creator-lists/mikro-orm-vip-grant-repository.ts';
import { ChannelsCreatorEligibility } from './channels-creator-eligibility.ts';
import type { ActivationAccess } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import { aCreatorProgram, aMembership } from '@lurkit/core/programs/testing/builders.ts';
import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmMembershipRepository } from '../programs/mikro-orm-membership-repository.ts';
import { MikroOrmKeyCampaignRepository } from './mikro-orm-key-campaign-repository.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
const bigAudience = (changes: Partial<KeyRequirements> = {}): KeyRequirements => ({
  ...openRequirements(),
  audience: { ...openRequirements().audience, twitchFollowers: 10_000 },
  ...changes,
});

/** A company with one campaign id, and a creator with no channels (so no country and a tiny audience). */
async function world() {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const [companyId, otherCompanyId, creatorId, campaignId] = [uuid(), uuid(), uuid(), uuid()];
  await parents.company(companyId);
  await parents.company(otherCompanyId);
  await parents.user(creatorId);
  const lists = new MikroOrmCreatorListRepository(em);
  const grants = new MikroOrmVipGrantRepository(em);
  const evaluate = (requirements: KeyRequirements, company: string = companyId, campaign: string = campaignId) =>
    new ChannelsCreatorEligibility(em).evaluate(creatorId, company, requirements, campaign);
  return { companyId, otherCompanyId, creatorId, campaignId, lists, grants, evaluate };
}

describe('ChannelsCreatorEligibility: creator lists', () => {
  it("counts the campaign company's lists the creator is on, and not another company's", async () => {
    const w = await world();
    const ours = aCreatorList({ id: uuid(), companyId: w.companyId });
    const theirs = aCreatorList({ id: uuid(), companyId: w.otherCompanyId });
    await w.lists.save(ours);
    await w.lists.save(theirs);
    await w.lists.addMembers(ours.id, [w.creatorId], BUILDER_NOW);
    await w.lists.addMembers(theirs.id, [w.creatorId], BUILDER_NOW);

    expect((await w.evaluate(bigAudience({ creatorListIds: [ours.id] }))).eligible).toBe(true);
    const elsewhere = await w.evaluate(bigAudience({ creatorListIds: [theirs.id] }));
    expect(elsewhere.eligible).toBe(false);
    expect(elsewhere.groups.find((g) => g.group === 'audience')?.status).toBe('Not met');
  });
});

describe('ChannelsCreatorEligibility: VIP access', () => {
  it('waives audience for the campaign it was granted for only, and says so', async () => {
    const w = await world();
    await w.grants.save(aVipGrant({ id: uuid(), companyId: w.companyId, activationId: w.campaignId, creatorId: w.creatorId }));
    expect(await w.evaluate(bigAudience())).toMatchObject({ eligible: true, vipAccess: { waivesLocationAndLanguage: false } });
    expect(await w.evaluate(bigAudience(), w.companyId, uuid())).toMatchObject({ eligible: false, vipAccess: null });
    expect(await w.evaluate(bigAudience({ vipAccess: false }))).toMatchObject({ eligible: false, vipAccess: null });
  });

  it('keeps location and language unless the grant waives them', async () => {
    const w = await world();
    const inSweden = bigAudience({ location: { countries: ['SE'], continents: [] } });
    const grant = aVipGrant({ id: uuid(), companyId: w.companyId, activationId: w.campaignId, creatorId: w.creatorId });
    await w.grants.save(grant);
    expect(await w.evaluate(inSweden)).toMatchObject({ eligible: false, locationAndLanguageMet: false });
    await w.grants.save({ ...grant, waivesLocationAndLanguage: true });
    expect(await w.evaluate(inSweden)).toMatchObject({
      eligible: true,
      locationAndLanguageMet: true,
      vipAccess: { waivesLocationAndLanguage: true },
    });
  });

  it('ignores a grant recorded for the campaign id by another company', async () => {
    const w = await world();
    await w.grants.save(aVipGrant({ id: uuid(), companyId: w.otherCompanyId, activationId: w.campaignId, creatorId: w.creatorId }));
    expect(await w.evaluate(bigAudience())).toMatchObject({ eligible: false, vipAccess: null });
  });
});

describe('ChannelsCreatorEligibility: Creator Program membership and its Key access', () => {
  async function member(keyAccess: ActivationAccess, state: 'accepted' | 'pending' = 'accepted') {
    const w = await world();
    const em = db().orm.em.fork();
    const program = { ...aCreatorProgram().withId(uuid()).ownedBy(w.companyId).build(), keyAccess };
    await new MikroOrmCreatorProgramRepository(em).save(program);
    await new MikroOrmMembershipRepository(em).save({
      ...aMembership().forProgram(program).byCreator(w.creatorId).inState(state).build(),
      id: uuid(),
    });
    const membership = async (campaign: string = w.campaignId) =>
      (await w.evaluate({ ...openRequirements(), creatorProgramId: program.id }, w.companyId, campaign)).groups.find(
        (g) => g.group === 'membership',
      )?.status;
    return { ...w, em, program, membership };
  }

  it('passes an accepted member of a program granting all Key campaigns, and not a pending applicant', async () => {
    expect(await (await member({ mode: 'all' })).membership()).toBe('Passed');
    expect(await (await member({ mode: 'all' }, 'pending')).membership()).toBe('Not met');
  });

  it('passes only the listed campaigns when the program grants a list', async () => {
    const listedId = uuid();
    const w = await member({ mode: 'list', ids: [listedId] });

    expect(await w.membership()).toBe('Not met');
    expect(await w.membership(listedId)).toBe('Passed');
  });

  it('passes up to the granted number of the program campaigns the member takes part in', async () => {
    const w = await member({ mode: 'count', count: 1 });
    expect(await w.membership()).toBe('Passed');
    const taken = aKeyCampaign({ id: uuid(), companyId: w.companyId, codeItemId: null });
    const campaigns = new MikroOrmKeyCampaignRepository(w.em);
    await campaigns.save({ ...taken, requirements: { ...taken.requirements, creatorProgramId: w.program.id } });
    await unitOfWork(w.em).execute(
      `insert into key_participant (id, campaign_id, creator_id, state, applied_at, kit_sent_count, events) values (?, ?, ?, 'accepted', now(), 0, '[]')`,
      [uuid(), taken.id, w.creatorId],
    );

    expect(await w.membership()).toBe('Not met');
    expect(await w.membership(taken.id)).toBe('Passed');
  });
});

describe('ChannelsCreatorEligibility: the self-check and the profile', () => {
  it('says which channel size is missed and by how much, and reads country and language from the profile', async () => {
    const w = await world();
    expect((await w.evaluate(bigAudience())).missing).toEqual([{ label: 'Twitch followers', required: 10_000, actual: null }]);
    const inSweden = openRequirements();
    const swedish = { ...inSweden, location: { countries: ['SE'], continents: [] }, languages: ['sv'] };
    expect(await w.evaluate(swedish)).toMatchObject({ eligible: false, locationAndLanguageMet: false, missing: [] });
    await new MikroOrmUserProfileRepository(db().orm.em.fork()).save({ ...emptyProfile(w.creatorId), country: 'SE', language: 'sv' });
    expect(await w.evaluate(swedish)).toMatchObject({ eligible: true, locationAndLanguageMet: true });
  });
});
