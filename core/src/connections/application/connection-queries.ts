import type { UserConnection } from '../domain/user-connection.entity.ts';
import type { ConnectionsDeps } from './connections-deps.ts';

/** A connection as its owner sees it: never the tokens. */
export interface ConnectionView {
  readonly id: string;
  readonly provider: UserConnection['provider'];
  readonly providerAccountId: string;
  readonly login: string;
  readonly displayName: string;
  readonly hasRefreshToken: boolean;
  readonly isValid: boolean;
  readonly connectedAt: Date;
}

export const toConnectionView = (c: UserConnection): ConnectionView => ({
  id: c.id,
  provider: c.provider,
  providerAccountId: c.providerAccountId,
  login: c.login,
  displayName: c.displayName,
  hasRefreshToken: c.tokens.refreshToken !== null,
  isValid: c.status === 'valid',
  connectedAt: c.connectedAt,
});

export class ConnectionQueries {
  private readonly deps: Pick<ConnectionsDeps, 'connections'>;

  constructor(deps: Pick<ConnectionsDeps, 'connections'>) {
    this.deps = deps;
  }

  async mine(userId: string): Promise<ConnectionView[]> {
    return (await this.deps.connections.listByUser(userId)).map(toConnectionView);
  }
}
