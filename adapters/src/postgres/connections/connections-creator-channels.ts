import type { CreatorChannel, CreatorChannelsPort } from '@lurkit/core/accounts/creator-access/ports/creator-channels.port.ts';
import type { UserConnectionRepositoryPort } from '@lurkit/core/connections/ports/user-connection-repository.port.ts';

/** Creator access verifies the channels a person connected that still work (an invalid grant cannot be read). */
export class ConnectionsCreatorChannels implements CreatorChannelsPort {
  readonly #connections: UserConnectionRepositoryPort;

  constructor(connections: UserConnectionRepositoryPort) {
    this.#connections = connections;
  }

  async listChannels(userId: string): Promise<CreatorChannel[]> {
    const connections = await this.#connections.listByUser(userId);
    return connections.filter((c) => c.status === 'valid').map((c) => ({ provider: c.provider, channelId: c.providerAccountId }));
  }
}
