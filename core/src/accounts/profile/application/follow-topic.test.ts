import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../../../shared/testing/seeded-random.ts';
import { SettableClock } from '../../../shared/testing/settable-clock.ts';
import { InMemoryUserProfileRepository } from '../testing/in-memory-user-profile-repository.ts';
import { CreatorTopicQueries } from './creator-topic-queries.ts';
import { FollowTopic } from './follow-topic.ts';
import { SaveCreatorOnboarding } from './save-creator-onboarding.ts';

const userId = 'a0000000-0000-4000-8000-000000000003';
async function onboarded(genres: string[]) {
  const deps = { profiles: new InMemoryUserProfileRepository(), clock: new SettableClock(BUILDER_NOW) };
  await new SaveCreatorOnboarding(deps).execute({ userId, form: { genres, contentTypes: ['Stream'], hardware: ['Pc'] } });
  const genresNow = async () => (await deps.profiles.find(userId))?.onboarding?.genres;
  return { deps, follow: new FollowTopic(deps), genresNow };
}

describe('FollowTopic', () => {
  it("adds a followed topic to the creator's interests and takes an unfollowed one out, keeping the rest", async () => {
    const { follow, genresNow, deps } = await onboarded(['RPG', 'Horror']);
    expect(await follow.execute({ userId, topicId: 'mmo', follow: true })).toEqual({ ok: true, value: { topic: 'MMO', following: true } });
    expect(await genresNow()).toEqual(['RPG', 'Horror', 'MMO']);
    expect(await follow.execute({ userId, topicId: 'rpg', follow: false })).toEqual({
      ok: true,
      value: { topic: 'RPG', following: false },
    });
    expect(await genresNow()).toEqual(['Horror', 'MMO']);
    expect((await deps.profiles.find(userId))?.onboarding).toMatchObject({ contentTypes: ['Stream'], hardware: ['Pc'] });
    // Following again changes nothing.
    await follow.execute({ userId, topicId: 'mmo', follow: true });
    expect(await genresNow()).toEqual(['Horror', 'MMO']);
  });

  it('refuses to unfollow the last genre: onboarding asks for at least one', async () => {
    const { follow, genresNow } = await onboarded(['RPG']);
    expect(await follow.execute({ userId, topicId: 'rpg', follow: false })).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.LAST_TOPIC', field: 'topic', message: expect.stringContaining('RPG is the only genre you follow') },
    });
    expect(await genresNow()).toEqual(['RPG']);
    // Unfollowing a genre not followed is no change, not a refusal.
    expect(await follow.execute({ userId, topicId: 'horror', follow: false })).toMatchObject({ ok: true });
  });

  it('refuses an id that is no topic, and a creator who has not done onboarding', async () => {
    const { follow } = await onboarded(['RPG']);
    expect(await follow.execute({ userId, topicId: 'RPG', follow: true })).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.TOPIC_NOT_FOUND' },
    });
    expect(await follow.execute({ userId, topicId: 'farming', follow: true })).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.TOPIC_NOT_FOUND' },
    });
    const fresh = new FollowTopic({ profiles: new InMemoryUserProfileRepository(), clock: new SettableClock(BUILDER_NOW) });
    expect(await fresh.execute({ userId, topicId: 'rpg', follow: true })).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.ONBOARDING_NOT_DONE' },
    });
  });

  it('reads a topic by id with whether the creator follows it, and lists every topic', async () => {
    const { deps } = await onboarded(['RPG']);
    const topics = new CreatorTopicQueries(deps);
    expect(await topics.one(userId, 'rpg')).toEqual({ ok: true, value: { id: 'rpg', name: 'RPG', following: true } });
    expect(await topics.one(userId, 'mmo')).toEqual({ ok: true, value: { id: 'mmo', name: 'MMO', following: false } });
    expect(await topics.one(userId, 'nope')).toMatchObject({ ok: false, error: { code: 'PROFILE.TOPIC_NOT_FOUND' } });
    const all = await topics.all(userId);
    expect(all).toHaveLength(16);
    expect(all.filter((t) => t.following).map((t) => t.id)).toEqual(['rpg']);
  });
});
