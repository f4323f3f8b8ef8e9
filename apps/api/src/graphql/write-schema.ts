import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateOutput } from '@gql.tada/cli-utils';
import { schemaSdl } from './schema-sdl.ts';

/**
 * `npm run schema`: prints the Pothos schema to apps/api/schema.graphql and regenerates the web app's
 * typed-operation file from it (gql.tada, apps/web/src/graphql-env.d.ts). Both are checked in; a test
 * fails when either is stale.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
await writeFile(`${repoRoot}apps/api/schema.graphql`, schemaSdl());
await generateOutput({ output: undefined, tsconfig: `${repoRoot}tsconfig.json`, silent: true });
console.log('Wrote apps/api/schema.graphql and apps/web/src/graphql-env.d.ts');
