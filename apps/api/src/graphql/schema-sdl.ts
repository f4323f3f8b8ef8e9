import { lexicographicSortSchema, printSchema } from './shared/graphql-runtime.ts';
import { schema } from './schema.ts';

/** The schema as checked in at apps/api/schema.graphql: sorted, so a diff shows only real changes. */
export const schemaSdl = (): string => `${printSchema(lexicographicSortSchema(schema))}\n`;
