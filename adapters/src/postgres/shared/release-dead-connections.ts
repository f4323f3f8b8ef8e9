/** The part of a pg-pool client used here (pg ships no types of its own). */
interface PoolClient {
  release: (error?: Error) => void;
  once(event: 'end', listener: () => void): unknown;
}

interface Pool {
  on(event: 'acquire' | 'connect', listener: (client: PoolClient) => void): unknown;
  on(event: 'release', listener: (error: Error | undefined, client: PoolClient) => void): unknown;
}

/**
 * Gives a pooled connection back, as broken, when the server closes it while it is checked out.
 * Kysely (under MikroORM) releases a transaction's connection only after a successful BEGIN, COMMIT or
 * ROLLBACK, so each connection lost mid-transaction stayed checked out forever: after a database
 * restart or pg_terminate_backend the pool ran dry and every later request hung. The holder's own
 * release, should it still come, is made a no-op (pg-pool throws on a second one).
 */
export function releaseDeadConnections(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(new Error('The database closed this connection.'));
    });
  });
}
