import type { PageRequest } from '../../../shared/page.ts';
import type { InMemoryCompanyRepository } from '../../testing/in-memory-company-repository.ts';
import type { InMemoryUserRepository } from '../../testing/in-memory-user-repository.ts';
import { compareReviewKeys, decodeReviewCursor, encodeReviewCursor, reviewKeyOf } from '../domain/review-order.ts';
import type { CompanyForReview, CompanyOwner, CompanyReviewQueuePort } from '../ports/company-review-queue.port.ts';

/** Twin of the PostgreSQL review queue, reading the in-memory company and user twins. */
export class InMemoryCompanyReviewQueue implements CompanyReviewQueuePort {
  readonly #companies: InMemoryCompanyRepository;
  readonly #users: InMemoryUserRepository;

  constructor(companies: InMemoryCompanyRepository, users: InMemoryUserRepository) {
    this.#companies = companies;
    this.#users = users;
  }

  async page({ after, before, limit, inverted }: PageRequest): Promise<CompanyForReview[]> {
    const all = this.#companies.all().map(({ id, name, type, website, email, isVerified, createdAt }) => ({
      id,
      name,
      type,
      website,
      email,
      isVerified,
      createdAt,
    }));
    const afterKey = decodeReviewCursor(after);
    const beforeKey = decodeReviewCursor(before);
    const window = all
      .filter((c) => !afterKey || compareReviewKeys(reviewKeyOf(c), afterKey) > 0)
      .filter((c) => !beforeKey || compareReviewKeys(reviewKeyOf(c), beforeKey) < 0)
      .sort((a, b) => compareReviewKeys(reviewKeyOf(a), reviewKeyOf(b)));
    return inverted ? window.reverse().slice(0, limit) : window.slice(0, limit);
  }

  cursorOf(company: CompanyForReview): string {
    return encodeReviewCursor(reviewKeyOf(company));
  }

  async ownersOf(companyIds: readonly string[]): Promise<Map<string, CompanyOwner>> {
    const owners = new Map<string, CompanyOwner>();
    for (const companyId of companyIds) {
      const ownerId = (await this.#companies.findById(companyId))?.members.find((m) => m.isOwner)?.userId;
      const [user] = ownerId ? await this.#users.findByIds([ownerId]) : [];
      if (user)
        owners.set(companyId, {
          userId: user.id,
          username: user.username,
          email: user.email,
          emailVerified: user.emailVerifiedAt !== null,
        });
    }
    return owners;
  }
}
