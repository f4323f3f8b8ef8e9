import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { schema } from '../schema.ts';

// The schema is built on graphql's CommonJS build (as graphql-http runs it), so the test executes with that one.
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

// The company home's fields are resolved lazily: here its reads are spies, answering "nothing yet".
const calls: string[] = [];
const read =
  <T>(name: string, answer: T) =>
  async () => {
    calls.push(name);
    return answer;
  };
const insights = {
  statistics: {
    findGames: read('findGames', [{ id: 'g1', name: 'Valheim' }]),
    liveStreams: read('liveStreams', []),
    rankGames: read('rankGames', { rows: [] }),
    rankCreators: read('rankCreators', { rows: [] }),
  },
  creators: { findCreators: read('findCreators', []) },
  companyGames: { statisticsGameIdsOf: read('statisticsGameIdsOf', ['g1']) },
  clock: { now: () => new Date('2026-01-01T12:00:00.000Z') },
};
const context = {
  scope: { insights },
  session: { sessionId: 's1', user: { company: { id: 'c1', isOwner: true } }, expires: new Date('2026-01-02T00:00:00.000Z') },
  clientIp: '127.0.0.1',
} as unknown as GraphQLContext & { session: SessionView };

const ask = async (query: string) => {
  calls.length = 0;
  const result = await execute({ schema, document: parse(query), contextValue: context });
  expect(result.errors).toBeUndefined();
  return result.data;
};

it('answers companyHome { __typename } without reading any figure', async () => {
  expect(await ask('{ companyHome { __typename } }')).toEqual({ companyHome: { __typename: 'CompanyHome' } });
  expect(calls).toEqual([]);
});

it('runs only the reads behind the fields asked for, each once', async () => {
  expect(await ask('{ companyHome { liveChannels liveViewers } }')).toEqual({ companyHome: { liveChannels: 0, liveViewers: 0 } });
  expect(calls).toEqual(['statisticsGameIdsOf', 'findGames', 'liveStreams']);
  await ask('{ companyHome { biggestCreators { figures { hoursWatched } } } }');
  expect(calls).toEqual(['statisticsGameIdsOf', 'findGames', 'rankCreators', 'findCreators']);
});
