import type { CompletionCriterion } from '@lurkit/core/missions/domain/completion-criteria.ts';
import { aRecordedPost } from '@lurkit/core/insights/testing/statistics-builders.ts';
import { aMission, airTime, clicks, videoViews } from '@lurkit/core/missions/testing/builders.ts';
import { aCreatorProgram } from '@lurkit/core/programs/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmInsightsStatistics } from '../insights/mikro-orm-insights-statistics.ts';
import { MikroOrmStatisticsRecorder } from '../insights/mikro-orm-statistics-recorder.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmMissionClicks } from './mikro-orm-mission-clicks.ts';
import { MikroOrmMissionRepository } from './mikro-orm-mission-repository.ts';
import { StoreMissionProgress } from './store-mission-progress.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
/** A window of three Stockholm days: 2030-03-05 10:00 UTC to 2030-03-07 18:00 UTC. */
const SINCE = new Date('2030-03-05T10:00:00.000Z');
const UNTIL = new Date('2030-03-07T18:00:00.000Z');
const ALL_METRICS: CompletionCriterion[] = [
  airTime(60),
  { id: 'ccv', metricType: 'STREAM_CONTENT_CCV', amount: 10 },
  { id: 'hw', metricType: 'STREAM_CONTENT_HOURS_WATCHED', amount: 10 },
  videoViews(1_000),
  { id: 'avg', metricType: 'VIDEO_AVERAGE_VIEWS_PER_VIDEO', amount: 100 },
];

/** A creator, and a mission of its own company and program (clicks point at the mission). */
async function aCreatorAndMission() {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const creatorId = uuid();
  const companyId = uuid();
  await parents.user(creatorId);
  await parents.company(companyId);
  const program = aCreatorProgram().withId(uuid()).ownedBy(companyId).build();
  await new MikroOrmCreatorProgramRepository(em).save(program);
  const mission = { ...aMission().build(), id: uuid(), companyId, programId: program.id };
  await new MikroOrmMissionRepository(em).save(mission);
  return { em, creatorId, missionId: mission.id };
}

describe('StoreMissionProgress (PostgreSQL)', () => {
  it("reads stream and video metrics from the statistics store over the run's days only", async () => {
    const { em, creatorId, missionId } = await aCreatorAndMission();
    await new MikroOrmStatisticsRecorder(em, { now: () => UNTIL }).record({
      posts: [
        // In the window: 90 minutes at 40 viewers (60 viewer-hours), then a second stream on the last day.
        aRecordedPost(creatorId, { durationSeconds: 5_400, hoursWatched: 60, averageCcv: 40, createdAt: new Date('2030-03-05T12:00:00Z') }),
        aRecordedPost(creatorId, { durationSeconds: 1_800, hoursWatched: 10, averageCcv: 20, createdAt: new Date('2030-03-07T17:00:00Z') }),
        aRecordedPost(creatorId, { type: 'VIDEO', durationSeconds: 600, views: 900, hoursWatched: 30, averageCcv: 0, peakCcv: 0 }),
        aRecordedPost(creatorId, { type: 'VIDEO', durationSeconds: 600, views: 300, hoursWatched: 10, averageCcv: 0, peakCcv: 0 }),
        // Outside: the day before the window, the day after it, and an unlisted stream inside it.
        aRecordedPost(creatorId, { durationSeconds: 36_000, hoursWatched: 900, createdAt: new Date('2030-03-04T12:00:00Z') }),
        aRecordedPost(creatorId, { durationSeconds: 36_000, hoursWatched: 900, createdAt: new Date('2030-03-08T12:00:00Z') }),
        aRecordedPost(creatorId, {
          durationSeconds: 36_000,
          hoursWatched: 900,
          listed: false,
          createdAt: new Date('2030-03-06T12:00:00Z'),
        }),
      ].map((post) => (post.type === 'VIDEO' ? { ...post, createdAt: new Date('2030-03-06T09:00:00Z') } : post)),
    });
    const progress = new StoreMissionProgress(em, new MikroOrmInsightsStatistics(em));

    const measured = await progress.measure({ missionId, creatorId, since: SINCE, until: UNTIL, criteria: ALL_METRICS });

    expect(measured.metrics).toEqual({
      STREAM_CONTENT_AIR_TIME: 120,
      // 70 viewer-hours over 2 hours of air time.
      STREAM_CONTENT_CCV: 35,
      STREAM_CONTENT_HOURS_WATCHED: 70,
      VIDEO_VIEWS: 1_200,
      VIDEO_AVERAGE_VIEWS_PER_VIDEO: 600,
    });
    expect(measured.clicks).toEqual({});
  });

  it('counts the creator’s own clicks inside the window, and reads no statistics without a metric criterion', async () => {
    const { em, creatorId, missionId } = await aCreatorAndMission();
    const other = uuid();
    await parentRows(em).user(other);
    const store = new MikroOrmMissionClicks(em);
    const criterion = clicks(5, uuid());
    for (const [who, at] of [
      [creatorId, '2030-03-05T11:00:00Z'],
      [creatorId, '2030-03-06T11:00:00Z'],
      [creatorId, '2030-03-04T11:00:00Z'],
      [creatorId, '2030-03-08T11:00:00Z'],
      [other, '2030-03-06T11:00:00Z'],
    ] as const) {
      await store.record({ missionId, creatorId: who, criterionId: criterion.id, at: new Date(at) });
    }
    let statisticsRead = 0;
    const statistics = new MikroOrmInsightsStatistics(em);
    const progress = new StoreMissionProgress(em, {
      creatorFigures: (...args) => {
        statisticsRead += 1;
        return statistics.creatorFigures(...args);
      },
    });

    const measured = await progress.measure({ missionId, creatorId, since: SINCE, until: UNTIL, criteria: [criterion] });

    expect(measured).toEqual({ metrics: {}, clicks: { [criterion.id]: 2 } });
    expect(statisticsRead).toBe(0);
  });

  it('has nothing for ids that are not ours', async () => {
    const { em } = await aCreatorAndMission();
    const progress = new StoreMissionProgress(em, new MikroOrmInsightsStatistics(em));
    expect(await progress.measure({ missionId: 'nope', creatorId: 'nope', since: SINCE, until: UNTIL, criteria: ALL_METRICS })).toEqual({
      metrics: {},
      clicks: {},
    });
  });
});
