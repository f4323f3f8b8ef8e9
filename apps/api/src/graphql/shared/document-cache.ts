import { LRUCache } from 'lru-cache';
import type { DocumentNode, GraphQLError, GraphQLSchema, ValidationRule } from 'graphql';
import { parse as parseDocument, validate as validateDocument } from './graphql-runtime.ts';

/** The app sends a few dozen distinct operations; the bound keeps made-up documents from growing memory. */
const MAX_DOCUMENTS = 500;

type Parse = (source: string) => DocumentNode;
type Validate = (schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[]) => readonly GraphQLError[];

interface Validated {
  schema: GraphQLSchema;
  rules: readonly ValidationRule[];
  errors: readonly GraphQLError[];
}

const sameRules = (a: readonly ValidationRule[], b: readonly ValidationRule[]) =>
  a === b || (a.length === b.length && a.every((rule, i) => rule === b[i]));

/**
 * Parsing and validating a document costs more than running `me`, and clients send the same few
 * texts over and over: each text is parsed once and each parsed document validated once per schema and
 * rule set (a request is checked against the operation limits and then graphql's own rules, so a
 * document keeps a result per rule set). Documents are never changed after parsing, so sharing one
 * between requests is safe. Text that fails to parse throws every time and is not kept.
 */
export function documentCache(parse: Parse = parseDocument, validate: Validate = validateDocument) {
  const documents = new LRUCache<string, DocumentNode>({ max: MAX_DOCUMENTS });
  const validated = new WeakMap<DocumentNode, Validated[]>();
  return {
    parse: (source: string): DocumentNode => {
      let document = documents.get(source);
      if (!document) {
        document = parse(source);
        documents.set(source, document);
      }
      return document;
    },
    validate: (schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[] = []): readonly GraphQLError[] => {
      const results = validated.get(document) ?? [];
      const known = results.find((entry) => entry.schema === schema && sameRules(entry.rules, rules));
      if (known) return known.errors;
      const errors = validate(schema, document, rules);
      validated.set(document, [...results, { schema, rules, errors }]);
      return errors;
    },
  };
}
