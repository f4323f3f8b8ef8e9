import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { aMission } from '@lurkit/core/missions/testing/builders.ts';
import { aCreatorProgram } from '@lurkit/core/programs/testing/builders.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { activationKey } from '@lurkit/core/invitations/ports/activation-directory.port.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { MikroOrmMissionRepository } from '../missions/mikro-orm-mission-repository.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { TableActivationDirectory } from './invitation-directories.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

/** One company with one activation of every type; the company row reads "Company <id>", verified. */
async function aCompanyWithEveryActivation() {
  const em = db().orm.em.fork();
  const companyId = uuid();
  await parentRows(em).company(companyId);
  const key = aKeyCampaign({ id: uuid(), companyId, codeItemId: null, preLaunch: true });
  await new MikroOrmKeyCampaignRepository(em).save(key);
  const quest = aQuest().withId(uuid()).ownedBy(companyId).with({ name: 'Hidden quest', visibility: 'Hidden' }).build();
  await new MikroOrmQuestRepository(em).save(quest);
  const program = aCreatorProgram().withId(uuid()).ownedBy(companyId).build();
  await new MikroOrmCreatorProgramRepository(em).save(program);
  const mission = { ...aMission().build(), id: uuid(), companyId, programId: program.id, name: 'Stream the demo' };
  await new MikroOrmMissionRepository(em).save(mission);
  return { em, companyId, key, quest, program, mission };
}

describe('TableActivationDirectory', () => {
  it('finds every activation type with its company; a pre-launch Key campaign takes no invitations yet', async () => {
    const { em, companyId, key, quest, program, mission } = await aCompanyWithEveryActivation();
    const directory = new TableActivationDirectory(em);
    const summary = { companyId, companyName: `Company ${companyId}`, companyVerified: true };
    expect(await directory.findActivation('QUEST', quest.id)).toEqual({ ...summary, name: 'Hidden quest', acceptsInvitations: true });
    expect(await directory.findActivation('MISSION', mission.id)).toEqual({
      ...summary,
      name: 'Stream the demo',
      acceptsInvitations: true,
    });
    expect(await directory.findActivation('CREATOR_PROGRAM', program.id)).toEqual({
      ...summary,
      name: program.name,
      acceptsInvitations: true,
    });
    expect(await directory.findActivation('KEY', key.id)).toEqual({ ...summary, name: key.name, acceptsInvitations: false });
  });

  it('reads an id only as the type it is asked for, and leaves unknown and malformed ids out', async () => {
    const { em, quest, mission } = await aCompanyWithEveryActivation();
    const directory = new TableActivationDirectory(em);
    expect(await directory.findActivation('KEY', quest.id)).toBeNull();
    expect(await directory.findActivation('QUEST', uuid())).toBeNull();
    const found = await directory.findActivations([
      { type: 'QUEST', id: quest.id },
      { type: 'MISSION', id: mission.id },
      { type: 'MISSION', id: 'not-a-uuid' },
    ]);
    expect([...found.keys()].sort()).toEqual([activationKey('MISSION', mission.id), activationKey('QUEST', quest.id)].sort());
  });
});
