import { createRequire } from 'node:module';

/**
 * graphql 16 has no `exports` map, so Node loads its CommonJS build for every package (Pothos,
 * graphql-http) while Vite-based test runners give our own files its ESM build. Executing a schema
 * with the other build fails ("another module or realm"), so execution takes the build Node loads.
 */
const graphql: typeof import('graphql') = createRequire(import.meta.url)('graphql');

export const {
  execute,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  lexicographicSortSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  printSchema,
  specifiedRules,
  validate,
} = graphql;
