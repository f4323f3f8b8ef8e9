import { err, ok, type Result } from '../../../shared/result.ts';
import { topicOf, type CreatorTopic } from '../domain/creator-topics.ts';
import { LastTopic, OnboardingNotDone, TopicNotFound } from '../domain/profile.errors.ts';
import type { ProfileDeps } from './profile-deps.ts';

export interface TopicFollowing {
  readonly topic: CreatorTopic;
  readonly following: boolean;
}

/**
 * Follow or unfollow a topic from /user/topics/{id}: adds the genre to the creator's onboarding
 * interests or takes it out, keeping onboarding's rule that at least one genre is followed.
 */
export class FollowTopic {
  private readonly deps: ProfileDeps;
  constructor(deps: ProfileDeps) {
    this.deps = deps;
  }

  async execute(input: {
    userId: string;
    topicId: string;
    follow: boolean;
  }): Promise<Result<TopicFollowing, TopicNotFound | OnboardingNotDone | LastTopic>> {
    const topic = topicOf(input.topicId);
    if (!topic) return err(new TopicNotFound());
    const profile = await this.deps.profiles.find(input.userId);
    const onboarding = profile?.onboarding;
    if (!profile || !onboarding) return err(new OnboardingNotDone());
    const followed = onboarding.genres.includes(topic);
    // Already as asked: nothing to write (a second click, or another tab, did it).
    if (followed === input.follow) return ok({ topic, following: followed });
    const genres = input.follow ? [...onboarding.genres, topic] : onboarding.genres.filter((g) => g !== topic);
    if (genres.length === 0) return err(new LastTopic(topic));
    await this.deps.profiles.save({ ...profile, onboarding: { ...onboarding, genres } });
    return ok({ topic, following: input.follow });
  }
}
