import type { AccountsDeps } from './accounts-deps.ts';

/** What a name picker shows of a creator: enough to tell two people apart, nothing private. */
export interface CreatorNameMatch {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
}

/** Fewer letters than this match too many people to be a useful list. */
export const CREATOR_NAME_MIN_LETTERS = 2;
export const CREATOR_NAME_MATCHES = 10;

/**
 * Creators found by the start of their username or display name, for the pickers where a company
 * invites or staff grant VIP access: people are found by name, never by typing their id.
 */
export async function findCreatorsByName(deps: Pick<AccountsDeps, 'users'>, text: string): Promise<CreatorNameMatch[]> {
  const prefix = text.trim();
  if (prefix.length < CREATOR_NAME_MIN_LETTERS) return [];
  const users = await deps.users.findCreatorsByName(prefix, CREATOR_NAME_MATCHES);
  return users.map(({ id, username, displayName }) => ({ id, username, displayName }));
}
