import { err, ok, type Result } from '../../shared/result.ts';
import { ConnectionNotFound, ConnectionUsedByCreatorPage } from '../domain/connections.errors.ts';
import type { CreatorPageUsagePort } from '../ports/creator-page-usage.port.ts';
import type { ConnectionsDeps } from './connections-deps.ts';

/**
 * Deletes one of the person's connections. Spec 8: not while a creator page shows it; another
 * person's connection answers "not found", like a missing one.
 */
export class DisconnectConnection {
  private readonly deps: Pick<ConnectionsDeps, 'connections'> & { pageUsage: CreatorPageUsagePort };

  constructor(deps: Pick<ConnectionsDeps, 'connections'> & { pageUsage: CreatorPageUsagePort }) {
    this.deps = deps;
  }

  async execute(input: {
    userId: string;
    connectionId: string;
  }): Promise<Result<{ id: string }, ConnectionNotFound | ConnectionUsedByCreatorPage>> {
    const connection = await this.deps.connections.findById(input.connectionId);
    if (!connection || connection.userId !== input.userId) return err(new ConnectionNotFound());
    if (await this.deps.pageUsage.hasCreatorPage(input.userId)) return err(new ConnectionUsedByCreatorPage());
    await this.deps.connections.delete(connection.id);
    return ok({ id: connection.id });
  }
}
