import type { Session } from '@lurkit/core/accounts/domain/session.entity.ts';
import type { SessionRepositoryPort, SignedIn } from '@lurkit/core/accounts/ports/session-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountChangeListener } from '../../caching/session-view-cache.ts';
import { SessionEntity } from './session.entity.ts';
import type { CompanyMemberRow } from './company-member.entity.ts';
import type { CompanyRow } from './company.entity.ts';
import type { UserAccountRow } from './user-account.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { sessionFromRow, sessionToRow } from './session.mapper.ts';
import { userFromRow } from './user.mapper.ts';
import { companyFromRows } from './company.mapper.ts';

/**
 * The session, its user and the user's company with its members in one statement (all by primary or
 * indexed keys). Members come as one JSON array, ordered as the company repository orders them.
 */
const SIGNED_IN = `
  select s.id, s.created_at, s.expires_at,
    u.id as u_id, u.username, u.display_name, u.email as u_email, u.email_verified_at, u.password_hash, u.user_type,
    u.status, u.failed_sign_in_attempts, u.locked_until, u.is_staff, u.created_at as u_created_at,
    c.id as c_id, c.name as c_name, c.type as c_type, c.website as c_website, c.email as c_email,
    c.billing_email as c_billing_email, c.is_verified as c_is_verified, c.created_at as c_created_at,
    case when c.id is null then null else (
      select json_agg(json_build_object('user', m.user_id, 'isOwner', m.is_owner, 'title', m.title, 'joinedAt', m.joined_at)
        order by m.joined_at, m.user_id)
      from company_member m where m.company_id = c.id) end as members
  from session s
  join user_account u on u.id = s.user_id
  left join company_member own on own.user_id = u.id
  left join company c on c.id = own.company_id
  where s.id = ?`;

/** The driver hands timestamps over as PostgreSQL's text (the ORM's mapping does this for entities). */
type Timestamp = string;
const toDate = (value: Timestamp): Date => new Date(value);
const toDateOrNull = (value: Timestamp | null): Date | null => (value === null ? null : new Date(value));

interface SignedInRow {
  id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  u_id: string;
  username: string;
  display_name: string;
  u_email: string;
  email_verified_at: Timestamp | null;
  password_hash: string | null;
  user_type: string;
  status: string;
  failed_sign_in_attempts: number;
  locked_until: Timestamp | null;
  is_staff: boolean;
  u_created_at: Timestamp;
  c_id: string | null;
  c_name: string;
  c_type: string;
  c_website: string;
  c_email: string;
  c_billing_email: string | null;
  c_is_verified: boolean;
  c_created_at: Timestamp;
  members: { user: string; isOwner: boolean; title: string | null; joinedAt: string }[] | null;
}

export class MikroOrmSessionRepository implements SessionRepositoryPort {
  readonly #em: EntityManager;
  readonly #changes: AccountChangeListener | undefined;

  /** `changes` hears of every write a cached session view shows (see caching/session-view-cache.ts). */
  constructor(em: EntityManager, changes?: AccountChangeListener) {
    this.#em = em;
    this.#changes = changes;
  }

  async findById(id: string): Promise<Session | null> {
    const row = await unitOfWork(this.#em).findOne(SessionEntity, { id });
    return row ? sessionFromRow(row) : null;
  }

  async findSignedIn(id: string): Promise<SignedIn | null> {
    const [row] = await unitOfWork(this.#em).execute<SignedInRow[]>(SIGNED_IN, [id]);
    if (!row) return null;
    const user = userFromRow({
      id: row.u_id,
      username: row.username,
      displayName: row.display_name,
      email: row.u_email,
      emailVerifiedAt: toDateOrNull(row.email_verified_at),
      passwordHash: row.password_hash,
      userType: row.user_type,
      status: row.status,
      failedSignInAttempts: row.failed_sign_in_attempts,
      lockedUntil: toDateOrNull(row.locked_until),
      isStaff: row.is_staff,
      createdAt: toDate(row.u_created_at),
    } as UserAccountRow);
    const company =
      row.c_id === null
        ? null
        : companyFromRows(
            {
              id: row.c_id,
              name: row.c_name,
              type: row.c_type,
              website: row.c_website,
              email: row.c_email,
              billingEmail: row.c_billing_email,
              isVerified: row.c_is_verified,
              createdAt: toDate(row.c_created_at),
            } as CompanyRow,
            (row.members ?? []).map((m) => ({ ...m, company: row.c_id!, joinedAt: toDate(m.joinedAt) }) as CompanyMemberRow),
          );
    return {
      session: { id: row.id, userId: row.u_id, createdAt: toDate(row.created_at), expiresAt: toDate(row.expires_at) },
      user,
      company,
    };
  }

  async save(session: Session): Promise<void> {
    await unitOfWork(this.#em).upsert(SessionEntity, sessionToRow(session));
  }

  async delete(id: string): Promise<void> {
    await unitOfWork(this.#em).nativeDelete(SessionEntity, { id });
    this.#changes?.changed({ sessionIds: [id] });
  }

  async deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    if (!isUuid(userId)) return;
    const except = exceptSessionId === undefined ? {} : { id: { $ne: exceptSessionId } };
    await unitOfWork(this.#em).nativeDelete(SessionEntity, { user: userId, ...except });
    this.#changes?.changed({ userIds: [userId] });
  }
}
