import { openRequirements, type KeyRequirements } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { aVipGrant } from '@lurkit/core/creator-lists/testing/builders.ts';
import { aMission } from '@lurkit/core/missions/testing/builders.ts';
import { aCreatorProgram } from '@lurkit/core/programs/testing/builders.ts';
import { openQuestRequirements } from '@lurkit/core/quests/domain/quest-requirements.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { MikroOrmMissionRepository } from '../missions/mikro-orm-mission-repository.ts';
import { TableMissionVip } from '../missions/table-mission-vip.ts';
import { ChannelsApplicantEligibility } from '../programs/channels-applicant-eligibility.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { ChannelsCreatorEligibility } from '../keys/channels-creator-eligibility.ts';
import { ChannelsQuestEligibility } from '../quests/channels-quest-eligibility.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { TableVipActivationDirectory } from './creator-lists-directories.ts';
import { MikroOrmPlatformVipRepository } from './mikro-orm-platform-vip-repository.ts';
import { MikroOrmVipGrantRepository } from './mikro-orm-vip-grant-repository.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
const inSweden = { location: { countries: ['SE'], continents: [] } };

/** One company's Key campaign, Quest, program and mission (all asking for a big audience), and a creator with no channels. */
async function world() {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const [companyId, otherCompanyId, creatorId] = [uuid(), uuid(), uuid()];
  await parents.company(companyId);
  await parents.company(otherCompanyId);
  await parents.user(creatorId);
  const program = aCreatorProgram().withId(uuid()).ownedBy(companyId).build();
  const bigProgram = {
    ...program,
    requirements: { ...program.requirements, audience: { ...program.requirements.audience, twitchFollowers: 10_000 } },
  };
  await new MikroOrmCreatorProgramRepository(em).save(bigProgram);
  const questRequirements = { ...openQuestRequirements(), audience: { ...openQuestRequirements().audience, twitchFollowers: 10_000 } };
  const quest = aQuest().withId(uuid()).ownedBy(companyId).with({ requirements: questRequirements }).build();
  await new MikroOrmQuestRepository(em).save(quest);
  const campaign = aKeyCampaign({ id: uuid(), companyId, codeItemId: null });
  await new MikroOrmKeyCampaignRepository(em).save(campaign);
  const mission = { ...aMission().build(), id: uuid(), companyId, programId: program.id };
  await new MikroOrmMissionRepository(em).save(mission);
  const keyRequirements: KeyRequirements = { ...openRequirements(), audience: { ...openRequirements().audience, twitchFollowers: 10_000 } };
  return {
    em,
    companyId,
    otherCompanyId,
    creatorId,
    program: bigProgram,
    quest,
    questRequirements,
    campaign,
    keyRequirements,
    mission,
    grants: new MikroOrmVipGrantRepository(em),
    platform: new MikroOrmPlatformVipRepository(em),
    questEligibility: () => new ChannelsQuestEligibility(em),
    programEligibility: () => new ChannelsApplicantEligibility(new ChannelsCreatorEligibility(em, 'key', 'CREATOR_PROGRAM')),
    keyEligibility: () => new ChannelsCreatorEligibility(em),
  };
}

describe('VIP access on a Quest (ChannelsQuestEligibility)', () => {
  it("waives the audience for the quest it was granted for, says so, and ignores a Key grant with the quest's id", async () => {
    const w = await world();
    const evaluate = () => w.questEligibility().evaluate(w.creatorId, w.companyId, w.questRequirements, w.quest.id);
    await w.grants.save(
      aVipGrant({ id: uuid(), companyId: w.companyId, activationType: 'KEY', activationId: w.quest.id, creatorId: w.creatorId }),
    );
    expect(await evaluate()).toMatchObject({ eligible: false, vipAccess: null });
    await w.grants.save(
      aVipGrant({ id: uuid(), companyId: w.companyId, activationType: 'QUEST', activationId: w.quest.id, creatorId: w.creatorId }),
    );
    expect(await evaluate()).toMatchObject({ eligible: true, vipAccess: { waivesLocationAndLanguage: false } });
  });

  it('keeps location and language unless the company ticked the waiver', async () => {
    const w = await world();
    const grant = aVipGrant({
      id: uuid(),
      companyId: w.companyId,
      activationType: 'QUEST',
      activationId: w.quest.id,
      creatorId: w.creatorId,
    });
    await w.grants.save(grant);
    const swedish = { ...w.questRequirements, ...inSweden };
    expect(await w.questEligibility().evaluate(w.creatorId, w.companyId, swedish, w.quest.id)).toMatchObject({ eligible: false });
    await w.grants.save({ ...grant, waivesLocationAndLanguage: true });
    expect(await w.questEligibility().evaluate(w.creatorId, w.companyId, swedish, w.quest.id)).toMatchObject({
      eligible: true,
      vipAccess: { waivesLocationAndLanguage: true },
    });
  });

  it("ignores another company's grant for the quest id", async () => {
    const w = await world();
    await w.grants.save(
      aVipGrant({ id: uuid(), companyId: w.otherCompanyId, activationType: 'QUEST', activationId: w.quest.id, creatorId: w.creatorId }),
    );
    expect(await w.questEligibility().evaluate(w.creatorId, w.companyId, w.questRequirements, w.quest.id)).toMatchObject({
      eligible: false,
    });
  });
});

describe('VIP access on a Creator Program (ChannelsApplicantEligibility)', () => {
  it('waives the channel size for the program it was granted for, and location only when waived', async () => {
    const w = await world();
    expect(await w.programEligibility().evaluate(w.creatorId, w.program)).toMatchObject({ eligible: false });
    const grant = aVipGrant({
      id: uuid(),
      companyId: w.companyId,
      activationType: 'CREATOR_PROGRAM',
      activationId: w.program.id,
      creatorId: w.creatorId,
    });
    await w.grants.save(grant);
    expect(await w.programEligibility().evaluate(w.creatorId, w.program)).toMatchObject({
      eligible: true,
      vipAccess: { waivesLocationAndLanguage: false },
    });
    const swedish = { ...w.program, requirements: { ...w.program.requirements, ...inSweden } };
    expect(await w.programEligibility().evaluate(w.creatorId, swedish)).toMatchObject({ eligible: false });
    await w.grants.save({ ...grant, waivesLocationAndLanguage: true });
    expect(await w.programEligibility().evaluate(w.creatorId, swedish)).toMatchObject({ eligible: true });
  });

  it('lets a creator the company granted VIP access apply to a program that takes only picked creators', async () => {
    const w = await world();
    const picking = { ...w.program, requirements: { ...w.program.requirements, whitelist: [uuid()] } };
    const selection = async () => (await w.programEligibility().evaluate(w.creatorId, picking)).groups.find((g) => g.group === 'selection');
    expect(await selection()).toMatchObject({ status: 'Not met', reasons: ['You are not on the Creator Program whitelist.'] });
    await w.grants.save(
      aVipGrant({
        id: uuid(),
        companyId: w.companyId,
        activationType: 'CREATOR_PROGRAM',
        activationId: w.program.id,
        creatorId: w.creatorId,
      }),
    );
    expect(await selection()).toMatchObject({ status: 'Passed' });
  });
});

describe('VIP access on a Mission (TableMissionVip)', () => {
  it("answers for the mission company's grant, not another company's or another mission's", async () => {
    const w = await world();
    const vip = new TableMissionVip(w.em);
    const mission = { id: w.mission.id, companyId: w.companyId };
    await w.grants.save(
      aVipGrant({ id: uuid(), companyId: w.otherCompanyId, activationType: 'MISSION', activationId: w.mission.id, creatorId: w.creatorId }),
    );
    expect(await vip.vipAccessOf(mission, w.creatorId)).toBeNull();
    await w.grants.save(
      aVipGrant({ id: uuid(), companyId: w.companyId, activationType: 'MISSION', activationId: w.mission.id, creatorId: w.creatorId }),
    );
    expect(await vip.vipAccessOf(mission, w.creatorId)).toEqual({ waivesLocationAndLanguage: false });
    expect(await vip.vipAccessOf({ id: uuid(), companyId: w.companyId }, w.creatorId)).toBeNull();
  });
});

describe('VIP access on a Mission: the waiver the creator is told', () => {
  it("answers the mission's own grant before platform VIP", async () => {
    const w = await world();
    const vip = new TableMissionVip(w.em);
    const mission = { id: w.mission.id, companyId: w.companyId };
    await w.platform.save({ creatorId: w.creatorId, waivesLocationAndLanguage: false, grantedBy: 'staff-1', grantedAt: new Date() });
    expect(await vip.vipAccessOf(mission, w.creatorId)).toEqual({ waivesLocationAndLanguage: false });
    await w.grants.save(
      aVipGrant({
        id: uuid(),
        companyId: w.companyId,
        activationType: 'MISSION',
        activationId: w.mission.id,
        creatorId: w.creatorId,
        waivesLocationAndLanguage: true,
      }),
    );
    expect(await vip.vipAccessOf(mission, w.creatorId)).toEqual({ waivesLocationAndLanguage: true });
  });
});

describe('VIP access set by staff (platform VIP)', () => {
  it('counts on every activation type of every company, keeping location and language unless waived', async () => {
    const w = await world();
    await w.platform.save({ creatorId: w.creatorId, waivesLocationAndLanguage: false, grantedBy: 'staff-1', grantedAt: new Date() });
    expect(await w.keyEligibility().evaluate(w.creatorId, w.companyId, w.keyRequirements, w.campaign.id)).toMatchObject({
      eligible: true,
      vipAccess: { waivesLocationAndLanguage: false },
    });
    expect(await w.questEligibility().evaluate(w.creatorId, w.companyId, w.questRequirements, w.quest.id)).toMatchObject({
      eligible: true,
    });
    expect(await w.programEligibility().evaluate(w.creatorId, w.program)).toMatchObject({ eligible: true });
    expect(await new TableMissionVip(w.em).vipAccessOf({ id: w.mission.id, companyId: w.companyId }, w.creatorId)).toEqual({
      waivesLocationAndLanguage: false,
    });
    const swedishQuest = { ...w.questRequirements, ...inSweden };
    expect(await w.questEligibility().evaluate(w.creatorId, w.companyId, swedishQuest, w.quest.id)).toMatchObject({ eligible: false });
    await w.platform.save({ creatorId: w.creatorId, waivesLocationAndLanguage: true, grantedBy: 'staff-1', grantedAt: new Date() });
    expect(await w.questEligibility().evaluate(w.creatorId, w.companyId, swedishQuest, w.quest.id)).toMatchObject({
      eligible: true,
      vipAccess: { waivesLocationAndLanguage: true },
    });
  });

  it('does not override a campaign that does not honour VIP access', async () => {
    const w = await world();
    await w.platform.save({ creatorId: w.creatorId, waivesLocationAndLanguage: false, grantedBy: 'staff-1', grantedAt: new Date() });
    const noVip = { ...w.keyRequirements, vipAccess: false };
    expect(await w.keyEligibility().evaluate(w.creatorId, w.companyId, noVip, w.campaign.id)).toMatchObject({
      eligible: false,
      vipAccess: null,
    });
  });
});

describe('TableVipActivationDirectory on every type', () => {
  it('finds the company of a Key campaign, Quest, Mission and Creator Program, and nothing across types', async () => {
    const w = await world();
    const directory = new TableVipActivationDirectory(w.em);
    const owner = { companyId: w.companyId };
    expect(await directory.findActivation('KEY', w.campaign.id)).toEqual(owner);
    expect(await directory.findActivation('QUEST', w.quest.id)).toEqual(owner);
    expect(await directory.findActivation('MISSION', w.mission.id)).toEqual(owner);
    expect(await directory.findActivation('CREATOR_PROGRAM', w.program.id)).toEqual(owner);
    expect(await directory.findActivation('QUEST', w.mission.id)).toBeNull();
  });
});
