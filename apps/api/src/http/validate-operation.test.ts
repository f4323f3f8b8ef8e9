import type { ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.ts';
import { GraphQLError, parse, specifiedRules } from '../graphql/shared/graphql-runtime.ts';
import { documentChecks, refusalsOf, validateWithoutFaults } from './validate-operation.ts';

const document = parse('query Me { me { id } }');
const codes = (errors: ReadonlyArray<{ extensions: Record<string, unknown> }>) => errors.map((e) => e.extensions.code);

describe('validateWithoutFaults', () => {
  it('answers a rule that throws as a refused operation, and logs the fault', () => {
    const logged: unknown[] = [];
    const throwing: ValidationRule = () => ({
      Field() {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const errors = validateWithoutFaults(schema, document, [...specifiedRules, throwing], (e) => logged.push(e));
    expect(codes(errors)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(logged).toHaveLength(1);
  });
});

describe('refusalsOf', () => {
  const guards: ValidationRule[] = [
    (context) => ({
      Document() {
        context.reportError(new GraphQLError('too big', { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      },
    }),
  ];

  it('refuses a NUL anywhere in the request, before reading the operation', () => {
    expect(
      codes(
        refusalsOf(
          schema,
          { query: '{ me { id } }', variables: { a: ['x\u0000'] } } as { query: string },
          [],
          documentChecks(() => {}),
        ),
      ),
    ).toEqual(['INVALID_CHARACTER']);
  });

  it('refuses what the guards refuse, and leaves syntax errors to graphql-http', () => {
    expect(
      codes(
        refusalsOf(
          schema,
          { query: '{ me { id } }' },
          guards,
          documentChecks(() => {}),
        ),
      ),
    ).toEqual(['QUERY_TOO_COMPLEX']);
    expect(
      refusalsOf(
        schema,
        { query: '{ me { ' },
        guards,
        documentChecks(() => {}),
      ),
    ).toEqual([]);
    expect(
      refusalsOf(
        schema,
        { query: '{ me { id } }' },
        [],
        documentChecks(() => {}),
      ),
    ).toEqual([]);
  });
});
