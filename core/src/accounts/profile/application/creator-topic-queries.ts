import { err, ok, type Result } from '../../../shared/result.ts';
import { CREATOR_INTEREST_GENRES } from '../domain/creator-onboarding.schema.ts';
import { topicOf, topicSlug, type CreatorTopic } from '../domain/creator-topics.ts';
import { TopicNotFound } from '../domain/profile.errors.ts';
import type { ProfileDeps } from './profile-deps.ts';

export interface TopicView {
  /** The address's id: the genre in lower case. */
  readonly id: string;
  readonly name: CreatorTopic;
  /** In the creator's onboarding interests. */
  readonly following: boolean;
}

/** The topics of /user/topics: one by its id, or every one with whether the creator follows it. */
export class CreatorTopicQueries {
  private readonly deps: Pick<ProfileDeps, 'profiles'>;
  constructor(deps: Pick<ProfileDeps, 'profiles'>) {
    this.deps = deps;
  }

  async one(userId: string, topicId: string): Promise<Result<TopicView, TopicNotFound>> {
    const topic = topicOf(topicId);
    if (!topic) return err(new TopicNotFound());
    const followed = await this.followed(userId);
    return ok({ id: topicSlug(topic), name: topic, following: followed.has(topic) });
  }

  async all(userId: string): Promise<TopicView[]> {
    const followed = await this.followed(userId);
    return CREATOR_INTEREST_GENRES.map((name) => ({ id: topicSlug(name), name, following: followed.has(name) }));
  }

  private async followed(userId: string): Promise<ReadonlySet<string>> {
    return new Set((await this.deps.profiles.find(userId))?.onboarding?.genres ?? []);
  }
}
