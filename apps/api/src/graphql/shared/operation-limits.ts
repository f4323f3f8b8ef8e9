import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { DocumentNode, GraphQLError as GraphQLErrorType, Source, ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError, parse } from './graphql-runtime.ts';

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/**
 * What one operation may ask for. The web app's largest operations stay well under each (the test
 * beside this file measures them all), while a thousand aliases of one mutation, a query nested
 * to the bottom of the schema or a document of megabytes of tokens is refused before anything runs.
 */
export const OPERATION_LIMITS = {
  /** Fields nested in one another; the deepest web operations reach 7 (connection > edges > node > ...). */
  depth: 10,
  /** Aliased fields in one operation; the web app uses none, a few leave room for tools. */
  aliases: 10,
  /** Directives (`@include`, `@skip`) in one operation. */
  directives: 20,
  /**
   * graphql-armor's cost: 1 per leaf, 2 per object, 1.5 times more per level, times a literal
   * `first`/`last`; the costliest web operation (the matchmaking wizard's choices: 50 campaigns with
   * their games) comes to about 2,220.
   */
  cost: 3000,
  /** Lexical tokens in the whole document; the largest web operation (browse) has 142. */
  tokens: 1000,
} as const;

const tooComplex = (message: string) => new GraphQLError(message, { extensions: { code: QUERY_TOO_COMPLEX } });

/**
 * armor's rules throw their error out of `validate` by default, which would escape graphql-http as a
 * 500; reported through the validation context instead, it answers 400 with our code.
 */
const reportTooComplex = (context: ValidationContext | null, error: GraphQLErrorType) =>
  context?.reportError(
    tooComplex(
      `This operation asks for too much at once: ${error.message
        .replace(/^Syntax Error: /, '')
        .replace(/^Query /, '')
        .replace(/^\w/, (c) => c.toLowerCase())}`,
    ),
  );

/**
 * A fragment spread is not a level of fields: the web app shares selections through fragments, and
 * counting each spread as a level (armor's default) would refuse, for its depth and its cost, the same
 * selection that passes written out in place.
 */
const options = { propagateOnRejection: false, exposeLimits: true, flattenFragments: true, onReject: [reportTooComplex] };

/** Validation rules that refuse an operation over any limit with QUERY_TOO_COMPLEX. */
export function operationLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: OPERATION_LIMITS.depth, ...options }),
    maxAliasesRule({ n: OPERATION_LIMITS.aliases, ...options }),
    maxDirectivesRule({ n: OPERATION_LIMITS.directives, ...options }),
    costLimitRule({ maxCost: OPERATION_LIMITS.cost, ...options }),
  ] as ValidationRule[];
}

/**
 * Parses with graphql's own token limit, so a huge document is dropped while it is read instead
 * of after it was turned into a tree; that refusal answers QUERY_TOO_COMPLEX too.
 */
export function parseWithinLimits(source: string | Source): DocumentNode {
  try {
    return parse(source, { maxTokens: OPERATION_LIMITS.tokens });
  } catch (error) {
    if (error instanceof Error && /Document contains more th\w+ \d+ tokens/.test(error.message))
      throw tooComplex(`This operation asks for too much at once: more than ${OPERATION_LIMITS.tokens} tokens.`);
    throw error;
  }
}
