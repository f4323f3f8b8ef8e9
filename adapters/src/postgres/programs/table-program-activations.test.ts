import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import type { ActivationAccess } from '@lurkit/core/programs/domain/creator-program.schema.ts';
import { aCreatorProgram, aMembership } from '@lurkit/core/programs/testing/builders.ts';
import { openQuestRequirements } from '@lurkit/core/quests/domain/quest-requirements.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { aQuestRun } from '@lurkit/core/quests/testing/quest-run-builder.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { ChannelsQuestEligibility } from '../quests/channels-quest-eligibility.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { MikroOrmQuestRunRepository } from '../quests/mikro-orm-quest-run-repository.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';
import { MikroOrmCreatorProgramRepository } from './mikro-orm-creator-program-repository.ts';
import { MikroOrmMembershipRepository } from './mikro-orm-membership-repository.ts';
import { TableProgramActivations } from './table-program-activations.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

/** A company's program with an accepted member, two Quests and a Key campaign asking for it, and a draft Quest. */
async function world(access: { keyAccess?: ActivationAccess; questAccess?: ActivationAccess } = {}) {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const [companyId, creatorId] = [uuid(), uuid()];
  await parents.company(companyId);
  await parents.user(creatorId);
  const program = aCreatorProgram().withId(uuid()).ownedBy(companyId).withAccess(access).build();
  await new MikroOrmCreatorProgramRepository(em).save(program);
  await new MikroOrmMembershipRepository(em).save({
    ...aMembership().forProgram(program).byCreator(creatorId).inState('accepted').build(),
    id: uuid(),
  });
  const quests = new MikroOrmQuestRepository(em);
  const quest = (name: string, programId: string | null = program.id) =>
    aQuest()
      .withId(uuid())
      .ownedBy(companyId)
      .with({ name, requirements: { ...openQuestRequirements(), creatorProgramId: programId } })
      .build();
  const [launch, review, draft, elsewhere] = [
    quest('Launch stream'),
    quest('Review video'),
    quest('Draft quest'),
    quest('Open quest', null),
  ];
  for (const q of [launch, review, elsewhere]) await quests.save(q);
  await quests.save({ ...draft, publishState: 'draft', publishedAt: null });
  const campaign = aKeyCampaign({ id: uuid(), companyId, codeItemId: null, name: 'Beta keys' });
  await new MikroOrmKeyCampaignRepository(em).save({
    ...campaign,
    requirements: { ...campaign.requirements, creatorProgramId: program.id },
  });
  return { em, program, creatorId, companyId, launch, review, campaign, activations: new TableProgramActivations(em) };
}

describe("TableProgramActivations: a program's published Keys and Quests and a member's part in them", () => {
  it('lists the published ones asking for the program, by name', async () => {
    const w = await world();

    expect(await w.activations.listForProgram(w.program.id, 'quest')).toEqual([
      { id: w.launch.id, kind: 'quest', name: 'Launch stream' },
      { id: w.review.id, kind: 'quest', name: 'Review video' },
    ]);
    expect(await w.activations.listForProgram(w.program.id, 'key')).toEqual([{ id: w.campaign.id, kind: 'key', name: 'Beta keys' }]);
    expect(await w.activations.listForProgram('not-a-uuid', 'key')).toEqual([]);
  });

  it('counts Key requests and Quest runs, but not a Quest bid the company declined', async () => {
    const w = await world();
    const runs = new MikroOrmQuestRunRepository(w.em);
    await runs.save({ ...aQuestRun({ quest: w.launch, creatorId: w.creatorId }).acceptedBy().build(), id: uuid() });
    await runs.save({ ...aQuestRun({ quest: w.review, creatorId: w.creatorId }).declinedBy().build(), id: uuid() });
    await unitOfWork(w.em).execute(
      `insert into key_participant (id, campaign_id, creator_id, state, applied_at, kit_sent_count, events) values (?, ?, ?, 'pending', now(), 0, '[]')`,
      [uuid(), w.campaign.id, w.creatorId],
    );

    expect(await w.activations.takingPart(w.program.id, 'quest', w.creatorId)).toEqual([w.launch.id]);
    expect(await w.activations.takingPart(w.program.id, 'key', w.creatorId)).toEqual([w.campaign.id]);
  });

  it("measures a Quest's program requirement by the program's Quest access, not its Key access", async () => {
    const w = await world({ keyAccess: { mode: 'all' }, questAccess: { mode: 'count', count: 1 } });
    await new MikroOrmQuestRunRepository(w.em).save({
      ...aQuestRun({ quest: w.launch, creatorId: w.creatorId }).acceptedBy().build(),
      id: uuid(),
    });
    const eligibility = new ChannelsQuestEligibility(w.em);
    const membership = async (quest: typeof w.launch) =>
      (await eligibility.evaluate(w.creatorId, w.companyId, quest.requirements, quest.id)).groups.find((g) => g.group === 'membership')
        ?.status;

    expect(await membership(w.launch)).toBe('Passed');
    expect(await membership(w.review)).toBe('Not met');
  });
});
