import { aKeyCampaign, aParticipant } from '@lurkit/core/keys/testing/builders.ts';
import { aMission, aMissionRun } from '@lurkit/core/missions/testing/builders.ts';
import { aCreatorProgram, aMembership } from '@lurkit/core/programs/testing/builders.ts';
import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { aQuestRun } from '@lurkit/core/quests/testing/quest-run-builder.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { testSecrets } from '../../testing/test-secrets.ts';
import { MikroOrmStatisticsRecorder } from '../insights/mikro-orm-statistics-recorder.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { MikroOrmKeyParticipantRepository } from '../keys/mikro-orm-key-participant-repository.ts';
import { MikroOrmMissionRepository } from '../missions/mikro-orm-mission-repository.ts';
import { MikroOrmMissionRunRepository } from '../missions/mikro-orm-mission-run-repository.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmMembershipRepository } from '../programs/mikro-orm-membership-repository.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { MikroOrmQuestRunRepository } from '../quests/mikro-orm-quest-run-repository.ts';
import { MikroOrmUtmReports } from '../attribution/mikro-orm-utm-reports.ts';
import { TableReportingSource } from './table-reporting-source.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

describe('TableReportingSource: the activations a company reports on, and the posts they brought', () => {
  it('reads participations per activation kind, only the company’s and only what went live', async () => {
    const em = db().orm.em.fork();
    const parents = parentRows(em);
    const [acme, globex, ada, bo] = [uuid(), uuid(), uuid(), uuid()];
    for (const company of [acme, globex]) await parents.company(company);
    for (const creator of [ada, bo]) await parents.user(creator);
    const recorder = new MikroOrmStatisticsRecorder(em, { now: () => T0 });
    const [drifters, other] = [uuid(), uuid()];
    await recorder.record({
      games: [
        { id: drifters, name: 'Moonlight Drifters' },
        { id: other, name: 'Something Else' },
      ],
    });

    const campaigns = new MikroOrmKeyCampaignRepository(em);
    const keys = aKeyCampaign({ id: uuid(), companyId: acme, codeItemId: null });
    const draft = aKeyCampaign({
      id: uuid(),
      companyId: acme,
      codeItemId: null,
      name: 'Draft',
      firstWentLiveAt: null,
      publishState: 'draft',
    });
    const theirs = aKeyCampaign({ id: uuid(), companyId: globex, codeItemId: null, name: 'Not yours' });
    for (const c of [keys, draft, theirs]) await campaigns.save(c);
    const participants = new MikroOrmKeyParticipantRepository(em, testSecrets);
    await participants.save(aParticipant(keys, { id: uuid(), creatorId: ada, state: 'accepted', reviewedAt: T0 }));
    await participants.save(aParticipant(keys, { id: uuid(), creatorId: bo, state: 'pending' }));

    const quest = aQuest().withId(uuid()).ownedBy(acme).endingAt(at(20)).build();
    await new MikroOrmQuestRepository(em).save(quest);
    const run = aQuestRun({ quest, creatorId: bo, at: T0 }).counteredBy('COMPANY', 60_000).acceptedBy('CREATOR').paid().build();
    await new MikroOrmQuestRunRepository(em).save({ ...run, id: uuid() });

    const program = aCreatorProgram().withId(uuid()).ownedBy(acme).build();
    await new MikroOrmCreatorProgramRepository(em).save(program);
    await new MikroOrmMembershipRepository(em).save({
      ...aMembership().forProgram(program).byCreator(ada).inState('accepted').build(),
      id: uuid(),
      decidedAt: at(1),
    });

    // A Mission names its games by id or by name, in any case.
    const mission = {
      ...aMission().withDates(T0, at(14)).build(),
      id: uuid(),
      companyId: acme,
      programId: program.id,
      gameIds: ['moonlight DRIFTERS'],
    };
    await new MikroOrmMissionRepository(em).save(mission);
    // Going live is publishing's to record.
    await em
      .getConnection()
      .execute(`update mission set publish_state = 'published', first_went_live_at = ? where id = ?`, [T0, mission.id]);
    const runs = new MikroOrmMissionRunRepository(em);
    await runs.save({ ...aMissionRun().of(mission).by(bo).build(), id: uuid(), joinedAt: at(2) });
    await runs.save({ ...aMissionRun().of(mission).by(ada).inState('canceled').build(), id: uuid() });

    const source = new TableReportingSource(em);
    const found = await source.activations(acme, ['KEY', 'QUEST', 'MISSION', 'CREATOR_PROGRAM']);

    expect(found.map((a) => [a.kind, a.name, a.gameIds])).toEqual(
      [
        ['KEY', keys.name, [drifters]],
        ['CREATOR_PROGRAM', program.name, null],
        ['MISSION', mission.name, [drifters]],
        ['QUEST', quest.name, null],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    const byKind = Object.fromEntries(found.map((a) => [a.kind, a.participants]));
    expect(byKind.KEY).toEqual([{ creatorId: ada, creatorName: expect.any(String), from: T0, until: at(30), costCents: 0 }]);
    expect(byKind.QUEST).toEqual([{ creatorId: bo, creatorName: expect.any(String), from: run.paidAt, until: at(30), costCents: 60_000 }]);
    expect(byKind.MISSION).toEqual([{ creatorId: bo, creatorName: expect.any(String), from: at(2), until: at(14), costCents: 0 }]);
    expect(byKind.CREATOR_PROGRAM).toEqual([{ creatorId: ada, creatorName: expect.any(String), from: at(1), until: null, costCents: 0 }]);
    expect((await source.activations(acme, ['KEY'])).map((a) => a.kind)).toEqual(['KEY']);
    expect(await source.companyGameIds(acme)).toEqual([drifters]);
    expect(await source.activations('not-a-uuid', ['KEY'])).toEqual([]);
  });

  it('reads listed posts of the creators about the games within the period, oldest first', async () => {
    const em = db().orm.em.fork();
    const [ada, bo, cy] = [uuid(), uuid(), uuid()];
    for (const creator of [ada, bo, cy]) await parentRows(em).user(creator);
    const [game, other] = [uuid(), uuid()];
    const recorder = new MikroOrmStatisticsRecorder(em, { now: () => T0 });
    const post = (creatorId: string, gameId: string, day: number, externalId: string, listed = true) => ({
      creatorId,
      provider: 'twitch' as const,
      externalId,
      type: 'STREAM' as const,
      title: externalId,
      gameId,
      durationSeconds: 3_600,
      views: 100,
      hoursWatched: 7.5,
      averageCcv: 7.5,
      peakCcv: 10,
      listed,
      createdAt: at(day),
    });
    await recorder.record({
      games: [
        { id: game, name: 'Reported Game' },
        { id: other, name: 'Other Game' },
      ],
      posts: [
        post(ada, game, 2, 'second'),
        post(ada, game, 1, 'first'),
        post(ada, other, 1, 'other game'),
        post(ada, game, 1.5, 'unlisted', false),
        post(cy, game, 1, 'someone else'),
        post(bo, game, 40, 'too late'),
      ],
    });

    const posts = await new TableReportingSource(em).posts([ada, bo, 'nope'], [game], at(0), at(10));

    expect(posts.map((p) => [p.title, p.gameName, p.hoursWatched, p.views])).toEqual([
      ['first', 'Reported Game', 7.5, 100],
      ['second', 'Reported Game', 7.5, 100],
    ]);
  });

  it('sums the company’s imported wishlists per activation and creator over the period’s days', async () => {
    const em = db().orm.em.fork();
    const parents = parentRows(em);
    const [acme, globex, camp, ada] = [uuid(), uuid(), uuid(), uuid()];
    for (const company of [acme, globex]) await parents.company(company);
    const reports = new MikroOrmUtmReports(em);
    const row = (date: string, wishlists: number) => ({
      date,
      campaign: camp,
      content: ada,
      visits: 10,
      wishlists,
      purchases: 0,
      activations: 0,
    });
    await reports.upsert(acme, 1145360, [row('2026-03-01', 3), row('2026-03-02', 4), row('2026-03-09', 100)], T0);
    await reports.upsert(acme, 730, [row('2026-03-02', 5)], T0);
    await reports.upsert(globex, 1145360, [row('2026-03-02', 50)], T0);
    const source = new TableReportingSource(em);
    expect(await source.wishlists(acme, '2026-03-01', '2026-03-08')).toEqual([{ activationId: camp, creatorId: ada, wishlists: 12 }]);
    expect(await source.wishlists('not-a-uuid', '2026-03-01', '2026-03-08')).toEqual([]);
  });
});
