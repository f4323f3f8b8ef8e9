import { addMs } from '../../shared/time.ts';
import { invalidated, REFRESH_AHEAD_MS, withFreshTokens, type UserConnection } from '../domain/user-connection.entity.ts';
import type { ConnectionsDeps } from './connections-deps.ts';

export type RefreshOutcome = 'refreshed' | 'invalidated' | 'skipped';

/**
 * Renews one connection's access token. A provider that refuses the refresh token makes the connection
 * invalid (the creator sees the re-authorisation toast); an unreachable one throws, and the job retries.
 */
export class RefreshConnection {
  private readonly deps: Pick<ConnectionsDeps, 'connections' | 'oauth' | 'clock'>;

  constructor(deps: Pick<ConnectionsDeps, 'connections' | 'oauth' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { connectionId: string }): Promise<RefreshOutcome> {
    const connection = await this.deps.connections.findById(input.connectionId);
    if (!connection || connection.status === 'invalid' || connection.tokens.refreshToken === null) return 'skipped';
    return this.refresh(connection);
  }

  async refresh(connection: UserConnection): Promise<RefreshOutcome> {
    const refreshToken = connection.tokens.refreshToken;
    if (refreshToken === null) return 'skipped';
    const answer = await this.deps.oauth.refresh(connection.provider, refreshToken);
    const now = this.deps.clock.now();
    if (!answer.ok) {
      await this.deps.connections.save(invalidated(connection, now));
      return 'invalidated';
    }
    await this.deps.connections.save(withFreshTokens(connection, answer.value, now));
    return 'refreshed';
  }
}

/** The scheduled sweep: every valid connection whose token runs out within REFRESH_AHEAD_MS, a batch at a time. */
export class RefreshDueConnections {
  private readonly deps: Pick<ConnectionsDeps, 'connections' | 'oauth' | 'clock'>;

  constructor(deps: Pick<ConnectionsDeps, 'connections' | 'oauth' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { limit: number }): Promise<Record<RefreshOutcome, number>> {
    const due = await this.deps.connections.listDueForRefresh(addMs(this.deps.clock.now(), REFRESH_AHEAD_MS), input.limit);
    const counts = { refreshed: 0, invalidated: 0, skipped: 0 };
    const one = new RefreshConnection(this.deps);
    for (const connection of due) counts[await one.refresh(connection)] += 1;
    return counts;
  }
}
