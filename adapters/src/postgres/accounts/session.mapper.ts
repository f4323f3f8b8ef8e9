import type { Session } from '@lurkit/core/accounts/domain/session.entity.ts';
import type { SessionRow } from './session.entity.ts';

export const sessionFromRow = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

export const sessionToRow = ({ userId, ...session }: Session): SessionRow => ({ ...session, user: userId });
