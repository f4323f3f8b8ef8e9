import type { PageRequest } from '@lurkit/core/shared/page.ts';
import {
  decodeReviewCursor,
  encodeReviewCursor,
  reviewKeyOf,
  type ReviewKey,
} from '@lurkit/core/accounts/company-review/domain/review-order.ts';
import type {
  CompanyForReview,
  CompanyOwner,
  CompanyReviewQueuePort,
} from '@lurkit/core/accounts/company-review/ports/company-review-queue.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface CompanyRow {
  id: string;
  name: string;
  type: string;
  website: string;
  email: string;
  is_verified: boolean;
  created_at: Date | string;
}
interface OwnerRow {
  company_id: string;
  user_id: string;
  username: string;
  email: string;
  email_verified_at: Date | string | null;
}

/** The review order as one row value, compared descending: (unverified, created_at, id). */
const ORDER_KEY = '(not is_verified, created_at, id)';
const keyParams = (key: ReviewKey) => [key.unverified, key.createdAt, key.id];

/** Keyset pages over `company`, so a page costs the same at the end of the list as at its start. */
export class MikroOrmCompanyReviewQueue implements CompanyReviewQueuePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async page({ after, before, limit, inverted }: PageRequest): Promise<CompanyForReview[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const afterKey = decodeReviewCursor(after);
    const beforeKey = decodeReviewCursor(before);
    if (afterKey) {
      where.push(`${ORDER_KEY} < (?, ?, ?)`);
      params.push(...keyParams(afterKey));
    }
    if (beforeKey) {
      where.push(`${ORDER_KEY} > (?, ?, ?)`);
      params.push(...keyParams(beforeKey));
    }
    const direction = inverted ? 'asc' : 'desc';
    const rows = await unitOfWork(this.#em).execute<CompanyRow[]>(
      `select id, name, type, website, email, is_verified, created_at from company
         ${where.length ? `where ${where.join(' and ')}` : ''}
         order by not is_verified ${direction}, created_at ${direction}, id ${direction} limit ?`,
      [...params, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      website: row.website,
      email: row.email,
      isVerified: row.is_verified,
      createdAt: new Date(row.created_at),
    }));
  }

  cursorOf(company: CompanyForReview): string {
    return encodeReviewCursor(reviewKeyOf(company));
  }

  async ownersOf(companyIds: readonly string[]): Promise<Map<string, CompanyOwner>> {
    const ids = companyIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await unitOfWork(this.#em).execute<OwnerRow[]>(
      `select m.company_id, u.id as user_id, u.username, u.email, u.email_verified_at
         from company_member m join user_account u on u.id = m.user_id
         where m.is_owner and m.company_id in (?)`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.company_id,
        { userId: row.user_id, username: row.username, email: row.email, emailVerified: row.email_verified_at !== null },
      ]),
    );
  }
}
