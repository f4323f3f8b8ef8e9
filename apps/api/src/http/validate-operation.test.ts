import type { ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.ts';
import { GraphQLError, parse, specifiedRules } from '../graphql/shared/graphql-runtime.ts';
import { validateWithoutFaults } from './validate-operation.ts';

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
    const errors = validateWithoutFaults(schema, document, [[throwing], specifiedRules], (e) => logged.push(e));
    expect(codes(errors)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(logged).toHaveLength(1);
  });

  it("runs graphql's own rules only on an operation the guards let through", () => {
    let ownRulesRan = false;
    const refuse: ValidationRule = (context) => ({
      Document() {
        context.reportError(new GraphQLError('too big', { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      },
    });
    const spy: ValidationRule = () => ({
      Document() {
        ownRulesRan = true;
      },
    });
    expect(codes(validateWithoutFaults(schema, document, [[refuse], [spy]], () => {}))).toEqual(['QUERY_TOO_COMPLEX']);
    expect(ownRulesRan).toBe(false);
    expect(validateWithoutFaults(schema, document, [[], [spy]], () => {})).toEqual([]);
    expect(ownRulesRan).toBe(true);
  });
});
