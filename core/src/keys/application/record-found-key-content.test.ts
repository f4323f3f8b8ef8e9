import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { FOUND_ON_CHANNEL } from '../domain/key-participant.entity.ts';
import type { FoundKeyContent } from '../ports/found-key-content.port.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import { RecordFoundKeyContent } from './record-found-key-content.ts';

const claimedAt = addMs(BUILDER_NOW, -40 * DAY_MS);
const claim = { platform: 'Steam', code: 'KEY-1', claimedAt, contentDueAt: addMs(claimedAt, 30 * DAY_MS) };

async function setup(found: (ids: { onTime: string; late: string }) => FoundKeyContent[]) {
  const deps = keysTestDeps();
  const campaign = aKeyCampaign({ visibility: 'discoverable' });
  const onTime = aParticipant(campaign, { state: 'claimedKey', claim });
  const late = aParticipant(campaign, { state: 'claimedKey', claim });
  const untouched = aParticipant(campaign, { state: 'claimedKey', claim });
  await seedKeys(deps, { campaigns: [campaign], participants: [onTime, late, untouched] });
  const list = found({ onTime: onTime.id, late: late.id });
  const run = () => new RecordFoundKeyContent({ ...deps, foundContent: { findUnsubmitted: async () => list } }).execute();
  return { deps, run, onTime, late, untouched };
}

const post = (participantId: string, postedAt: Date, changes: Partial<FoundKeyContent> = {}): FoundKeyContent => ({
  participantId,
  provider: 'youtube',
  externalId: 'abc123',
  type: 'VIDEO',
  title: 'Moonlight Drifters first look',
  postedAt,
  views: 1200,
  hoursWatched: 40,
  ...changes,
});

describe('RecordFoundKeyContent', () => {
  it('records content the sync found as the submission, on time by its posting date, with the Lurk coins, once', async () => {
    const { deps, run, onTime, late, untouched } = await setup((ids) => [
      post(ids.onTime, addMs(claimedAt, 3 * DAY_MS)),
      post(ids.late, addMs(claimedAt, 35 * DAY_MS), { provider: 'twitch', type: 'STREAM', externalId: '998' }),
    ]);
    expect((await run()).recorded).toHaveLength(2);
    const first = await deps.participants.findById(onTime.id);
    expect(first).toMatchObject({
      state: 'submittedContent',
      submission: { url: 'https://www.youtube.com/watch?v=abc123', submittedAt: addMs(claimedAt, 3 * DAY_MS), onTime: true },
    });
    expect(first?.events.at(-1)).toMatchObject({ type: 'contentSubmitted', by: 'SYSTEM', note: FOUND_ON_CHANNEL });
    expect(await deps.participants.findById(late.id)).toMatchObject({
      submission: { url: 'https://www.twitch.tv/videos/998', onTime: false },
    });
    expect((await deps.participants.findById(untouched.id))?.state).toBe('claimedKey');
    expect(deps.ledger.balanceOf(onTime.creatorId)).toBe(100);

    expect(deps.events.recorded.map((e) => [e.kind, e.data.participantId, e.data.url, e.occurredAt])).toEqual([
      ['content.found', onTime.id, 'https://www.youtube.com/watch?v=abc123', addMs(claimedAt, 3 * DAY_MS)],
      ['content.found', late.id, 'https://www.twitch.tv/videos/998', addMs(claimedAt, 35 * DAY_MS)],
    ]);

    expect((await run()).recorded).toEqual([]);
    expect(deps.ledger.balanceOf(onTime.creatorId)).toBe(100);
    expect(deps.events.recorded).toHaveLength(2);
  });
});
