import { aKeyCampaign, aParticipant } from '@lurkit/core/keys/testing/builders.ts';
import { aMission, aMissionRun } from '@lurkit/core/missions/testing/builders.ts';
import { aCreatorProgram } from '@lurkit/core/programs/testing/builders.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { aQuestRun } from '@lurkit/core/quests/testing/quest-run-builder.ts';
import { runEventCursor } from '@lurkit/core/reporting/application/list-run-events.ts';
import type { RunTimelineEvent } from '@lurkit/core/reporting/domain/run-event.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import { BUILDER_NOW } from '@lurkit/core/shared/testing/seeded-random.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { testSecrets } from '../../testing/test-secrets.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { MikroOrmKeyParticipantRepository } from '../keys/mikro-orm-key-participant-repository.ts';
import { MikroOrmMissionRepository } from '../missions/mikro-orm-mission-repository.ts';
import { MikroOrmMissionRunRepository } from '../missions/mikro-orm-mission-run-repository.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { MikroOrmQuestRunRepository } from '../quests/mikro-orm-quest-run-repository.ts';
import { TableRunTimeline } from './table-run-timeline.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
const at = (minutes: number) => new Date(BUILDER_NOW.getTime() + minutes * 60_000);
const first = (limit: number, after: string | null = null): PageRequest => ({ after, before: null, limit, inverted: false });

/** Acme has a Key campaign, a Quest and a Mission with a creator each; Globex has a Key campaign of its own. */
async function world() {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const [acme, globex, ada, bo] = [uuid(), uuid(), uuid(), uuid()];
  for (const company of [acme, globex]) await parents.company(company);
  for (const creator of [ada, bo]) await parents.user(creator);

  const campaigns = new MikroOrmKeyCampaignRepository(em);
  const participants = new MikroOrmKeyParticipantRepository(em, testSecrets);
  const keys = aKeyCampaign({ id: uuid(), companyId: acme, codeItemId: null, name: 'Lantern keys' });
  const theirs = aKeyCampaign({ id: uuid(), companyId: globex, codeItemId: null, name: 'Not yours' });
  for (const c of [keys, theirs]) await campaigns.save(c);
  await participants.save(
    aParticipant(keys, {
      id: uuid(),
      creatorId: ada,
      state: 'accepted',
      events: [
        { type: 'requested', at: at(-300), by: 'USER' },
        { type: 'accepted', at: at(30), by: 'COMPANY' },
      ],
    }),
  );
  await participants.save(aParticipant(theirs, { id: uuid(), creatorId: bo, events: [{ type: 'requested', at: at(45), by: 'USER' }] }));

  // Steps an hour apart from BUILDER_NOW: offer, counter, accept, payment, submission, declined content.
  const quest = aQuest().withId(uuid()).ownedBy(acme).with({ name: 'Summer quest' }).build();
  await new MikroOrmQuestRepository(em).save(quest);
  const questRun = aQuestRun({ quest, creatorId: bo })
    .counteredBy('COMPANY')
    .acceptedBy('CREATOR')
    .paid()
    .submitted()
    .contentDeclined()
    .build();
  await new MikroOrmQuestRunRepository(em).save({ ...questRun, id: uuid() });

  const program = aCreatorProgram().withId(uuid()).ownedBy(acme).build();
  await new MikroOrmCreatorProgramRepository(em).save(program);
  const mission = { ...aMission().build(), id: uuid(), companyId: acme, programId: program.id, name: 'Clip it' };
  await new MikroOrmMissionRepository(em).save(mission);
  await new MikroOrmMissionRunRepository(em).save({
    ...aMissionRun().of(mission).by(ada).inState('completed').build(),
    id: uuid(),
    joinedAt: at(-120),
    submission: { items: [{ kind: 'message', criterionId: null, message: 'Done' }], submittedAt: at(-60) } as never,
    review: { outcome: 'accepted', by: 'SYSTEM', at: at(-59), message: null, criteriaMet: true, sharePercent: 100 },
    kitClaimedAt: at(-90),
    endedAt: at(400),
  });
  return { timeline: new TableRunTimeline(em), acme, globex };
}

const summary = (e: RunTimelineEvent) => `${e.activationType} ${e.activationName}: ${e.type} by ${e.by}`;

describe('TableRunTimeline: the run events of every activation type of one company, merged', () => {
  it('lists Key, Quest and Mission run events newest first, each named', async () => {
    const { timeline, acme } = await world();
    const events = await timeline.page(acme, first(50));
    expect(events.map(summary)).toEqual([
      'MISSION Clip it: claimedRewards by USER',
      'QUEST Summer quest: contentRejected by COMPANY',
      'QUEST Summer quest: contentSubmitted by USER',
      'QUEST Summer quest: paid by COMPANY',
      'QUEST Summer quest: accepted by USER',
      'QUEST Summer quest: countered by COMPANY',
      'KEY Lantern keys: accepted by COMPANY',
      'QUEST Summer quest: created by USER',
      'MISSION Clip it: contentAccepted by SYSTEM',
      'MISSION Clip it: contentSubmitted by USER',
      'MISSION Clip it: claimedKit by USER',
      'MISSION Clip it: created by USER',
      'KEY Lantern keys: created by USER',
    ]);
  });

  it('pages by cursor, forwards and back, without repeating or skipping an event', async () => {
    const { timeline, acme } = await world();
    const all = await timeline.page(acme, first(50));
    const pages: RunTimelineEvent[][] = [];
    let after: string | null = null;
    do {
      const page: RunTimelineEvent[] = await timeline.page(acme, first(4, after));
      pages.push(page);
      after = page.length === 4 ? runEventCursor(page.at(-1) as RunTimelineEvent) : null;
    } while (after);
    expect(pages.flat().map((e) => e.id)).toEqual(all.map((e) => e.id));
    const before = await timeline.page(acme, { after: null, before: runEventCursor(all[5] as RunTimelineEvent), limit: 2, inverted: true });
    expect(before.map((e) => e.id)).toEqual([all[4]?.id, all[3]?.id]);
  });

  it("never lists another company's events", async () => {
    const { timeline, acme, globex } = await world();
    expect((await timeline.page(acme, first(50))).some((e) => e.activationName === 'Not yours')).toBe(false);
    expect((await timeline.page(globex, first(50))).map(summary)).toEqual(['KEY Not yours: created by USER']);
    expect(await timeline.page('not-a-uuid', first(50))).toEqual([]);
  });
});
