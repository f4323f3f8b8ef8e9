import type { CreatorOnboarding, UserProfile } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import type { UserProfileRepositoryPort } from '@lurkit/core/accounts/profile/ports/user-profile-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { UserProfileEntity, type UserProfileRow } from './user-profile.entity.ts';

const fromRow = (row: UserProfileRow): UserProfile => ({
  userId: row.user,
  country: row.country ?? null,
  countryChangedAt: row.countryChangedAt ?? null,
  language: row.language ?? null,
  languageChangedAt: row.languageChangedAt ?? null,
  description: row.description ?? null,
  links: row.links,
  rssFeeds: row.rssFeeds.map((f) => ({ url: f.url, authorizedAt: new Date(f.authorizedAt) })),
  emailNotifications: row.emailNotifications,
  address: row.address ?? null,
  // Written only from the onboarding schema's output, so the stored values are its picklists'.
  onboarding: row.onboarding
    ? {
        genres: row.onboarding.genres as CreatorOnboarding['genres'],
        contentTypes: row.onboarding.contentTypes as CreatorOnboarding['contentTypes'],
        hardware: row.onboarding.hardware as CreatorOnboarding['hardware'],
        completedAt: new Date(row.onboarding.completedAt),
      }
    : null,
});

export class MikroOrmUserProfileRepository implements UserProfileRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(userId: string): Promise<UserProfile | null> {
    if (!isUuid(userId)) return null;
    const row = await unitOfWork(this.#em).findOne(UserProfileEntity, { user: userId });
    return row ? fromRow(row) : null;
  }

  async save(profile: UserProfile): Promise<void> {
    const { userId, rssFeeds, links, emailNotifications, address, onboarding, ...rest } = profile;
    await unitOfWork(this.#em).upsert(
      UserProfileEntity,
      {
        ...rest,
        user: userId,
        links: { ...links },
        emailNotifications: { ...emailNotifications },
        address: address ? { ...address } : null,
        rssFeeds: rssFeeds.map((f) => ({ url: f.url, authorizedAt: f.authorizedAt.toISOString() })),
        onboarding: onboarding
          ? {
              genres: [...onboarding.genres],
              contentTypes: [...onboarding.contentTypes],
              hardware: [...onboarding.hardware],
              completedAt: onboarding.completedAt.toISOString(),
            }
          : null,
      },
      { onConflictFields: ['user'], onConflictAction: 'merge' },
    );
  }
}
