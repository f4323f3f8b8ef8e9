import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from './user-account.entity.ts';

/** The id is the hash of the cookie secret. Deleting an account signs it out everywhere. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.string().length(128).primary(),
    user: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('session_user_id_index'),
    createdAt: p.datetime(),
    expiresAt: p.datetime().index('session_expires_at_index'),
  },
});

export type SessionRow = InferEntity<typeof SessionEntity>;
