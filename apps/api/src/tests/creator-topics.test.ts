import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATOR_TOPIC, CREATOR_TOPICS, FOLLOW_TOPIC, MY_CREATOR_ONBOARDING, SAVE_CREATOR_ONBOARDING } from './operations.ts';

const app = useTestApp();

describe('/user/topics/{id}: the onboarding interest genres', () => {
  it("follows and unfollows a topic in the creator's own interests, refusing to unfollow the last one", async () => {
    const creator = await signedInCreator(app);
    await creator.client.op(SAVE_CREATOR_ONBOARDING, { input: { genres: ['RPG'], contentTypes: ['Stream'], hardware: ['Pc'] } });
    expect((await creator.client.op(CREATOR_TOPIC, { topic: 'rpg' })).data!.creatorTopic).toEqual({
      id: 'rpg',
      name: 'RPG',
      following: true,
    });
    expect((await creator.client.op(CREATOR_TOPIC, { topic: 'mmo' })).data!.creatorTopic).toMatchObject({ following: false });

    const last = await creator.client.op(FOLLOW_TOPIC, { topic: 'rpg', follow: false });
    expect(last.errors[0]).toMatchObject({
      message: expect.stringContaining('RPG is the only genre you follow'),
      extensions: { code: 'PROFILE.LAST_TOPIC', field: 'topic' },
    });

    const followed = await creator.client.op(FOLLOW_TOPIC, { topic: 'mmo', follow: true });
    expect(followed.errors).toEqual([]);
    expect(followed.data!.followTopic).toEqual({ id: 'mmo', name: 'MMO', following: true });
    expect((await creator.client.op(FOLLOW_TOPIC, { topic: 'rpg', follow: false })).errors).toEqual([]);
    expect((await creator.client.op(MY_CREATOR_ONBOARDING)).data!.myProfile.onboarding).toMatchObject({
      genres: ['MMO'],
      contentTypes: ['Stream'],
      hardware: ['Pc'],
    });
    const all = (await creator.client.op(CREATOR_TOPICS)).data!.creatorTopics;
    expect(all.filter((t) => t.following).map((t) => t.id)).toEqual(['mmo']);

    // Another creator's interests are their own.
    const other = await signedInCreator(app);
    expect((await other.client.op(CREATOR_TOPIC, { topic: 'mmo' })).data!.creatorTopic.following).toBe(false);
  });

  it('answers an unknown topic with not found, a creator without onboarding with a clear refusal, and a company with forbidden', async () => {
    const creator = await signedInCreator(app);
    const unknown = await creator.client.op(CREATOR_TOPIC, { topic: 'farming' });
    expect(unknown.errors[0]?.extensions).toMatchObject({ code: 'PROFILE.TOPIC_NOT_FOUND' });
    const early = await creator.client.op(FOLLOW_TOPIC, { topic: 'rpg', follow: true });
    expect(early.errors[0]?.extensions).toMatchObject({ code: 'PROFILE.ONBOARDING_NOT_DONE', field: 'topic' });
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(FOLLOW_TOPIC, { topic: 'rpg', follow: true })).errors[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
