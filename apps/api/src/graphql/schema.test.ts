import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOutput } from '@gql.tada/cli-utils';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.ts';
import { schemaSdl } from './schema-sdl.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const STALE = 'is stale: run `npm run schema` and commit the result';

describe('the checked-in schema', () => {
  it('apps/api/schema.graphql matches the Pothos schema', async () => {
    expect(await readFile(path.join(repoRoot, 'apps/api/schema.graphql'), 'utf8'), `apps/api/schema.graphql ${STALE}`).toBe(schemaSdl());
  });

  it('the web app types its operations from the checked-in schema', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lurkit-tada-'));
    try {
      const fresh = path.join(dir, 'graphql-env.d.ts');
      await generateOutput({ output: fresh, tsconfig: path.join(repoRoot, 'tsconfig.json'), silent: true });
      const checkedIn = await readFile(path.join(repoRoot, 'apps/web/src/graphql-env.d.ts'), 'utf8');
      expect(checkedIn, `apps/web/src/graphql-env.d.ts ${STALE}`).toBe(await readFile(fresh, 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('authorization is declared', () => {
  const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ name: `${type?.name}.${field.name}`, field })),
  );

  it('on every Query and Mutation field (authScopes, `public: true` for open ones)', () => {
    const undeclared = rootFields.filter(({ field }) => {
      const options: unknown = field.extensions?.pothosOptions;
      return !(typeof options === 'object' && options !== null && 'authScopes' in options);
    });
    expect(undeclared.map((f) => f.name)).toEqual([]);
    expect(rootFields.length).toBeGreaterThan(10);
  });
});
