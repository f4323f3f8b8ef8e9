import type { ValidationRule } from 'graphql';
import { INVALID_CHARACTER, NUL_MESSAGE } from '../../http/nul-characters.ts';
import { GraphQLError } from './graphql-runtime.ts';

/** A NUL written into the query text as `"\u0000"` is refused like one sent in the variables. */
export const noNulStringsRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000'))
      context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: [node], extensions: { code: INVALID_CHARACTER } }));
  },
});
