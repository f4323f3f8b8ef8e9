import { describe, expect, it } from 'vitest';
import { schema } from '../schema.ts';
import { getIntrospectionQuery, GraphQLError, Lexer, Source, specifiedRules, TokenKind, validate } from './graphql-runtime.ts';
import { OPERATION_LIMITS, operationLimitRules, parseWithinLimits, QUERY_TOO_COMPLEX } from './operation-limits.ts';
import { webOperations } from './web-operations.ts';

const refusals = (text: string): string[] => {
  try {
    return validate(schema, parseWithinLimits(text), operationLimitRules()).map((e) => String(e.extensions.code));
  } catch (error) {
    return [error instanceof GraphQLError ? String(error.extensions.code) : 'THROWN'];
  }
};

const tokensIn = (text: string): number => {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
};

describe('operation limits', () => {
  it('let every operation of the web app through, with room to spare', async () => {
    const operations = await webOperations();
    expect(operations.size).toBeGreaterThan(40);
    for (const [name, text] of operations) {
      expect(refusals(text), name).toEqual([]);
      expect(validate(schema, parseWithinLimits(text), specifiedRules), name).toEqual([]);
    }
    const largest = Math.max(...[...operations.values()].map(tokensIn));
    expect(largest).toBeLessThan(OPERATION_LIMITS.tokens / 2);
  });

  it("let GraphiQL's full introspection query through (developers' schema explorer)", () => {
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(refusals(introspection)).toEqual([]);
  });

  it('refuse the 1,000 aliases of one mutation while the document is read', () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: resendVerificationEmail(usernameOrEmail: "x@example.com")`).join(' ');
    expect(refusals(`mutation Flood { ${aliases} }`)).toEqual([QUERY_TOO_COMPLEX]);
  });

  it('refuse more aliases than allowed even in a short document', () => {
    const aliases = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ');
    expect(refusals(`query Many { ${aliases} }`)).toEqual([QUERY_TOO_COMPLEX]);
  });

  it('count levels of fields, not fragment spreads: shared selections pass, fields nested too deep through fragments do not', () => {
    const spreads = OPERATION_LIMITS.depth + 2;
    const chain = (body: (i: number) => string) =>
      Array.from({ length: spreads }, (_, i) => `fragment F${i} on T { ${body(i)} }`).join(' ');
    const last = (i: number, next: string) => (i === spreads - 1 ? 'id' : next);
    const shallow = `query Shallow { me { ...F0 } } ${chain((i) => last(i, `...F${i + 1}`))}`;
    expect(refusals(shallow)).toEqual([]);
    const deep = `query Deep { me { ...F0 } } ${chain((i) => last(i, `x { ...F${i + 1} }`))}`;
    expect(refusals(deep)).toContain(QUERY_TOO_COMPLEX);
  });

  it('refuse a query nested deeper than allowed', () => {
    const deep = `query Deep { ${'me { company { '.repeat(1)}${'x { '.repeat(OPERATION_LIMITS.depth)}id${' }'.repeat(OPERATION_LIMITS.depth + 2)} }`;
    expect(refusals(deep)).toContain(QUERY_TOO_COMPLEX);
  });

  it('refuse more directives than allowed', () => {
    const directives = ' @include(if: true)'.repeat(OPERATION_LIMITS.directives + 1);
    expect(refusals(`query Flags { me${directives} { id } }`)).toEqual([QUERY_TOO_COMPLEX]);
  });

  it('refuse a costly query (large literal pages of nested lists)', () => {
    const costly = `query Costly { companyKeyCampaigns(first: 100) { edges { node { id name status } } } heldKeyCampaigns(first: 100) { edges { node { id name } } } }`;
    expect(refusals(costly)).toEqual([QUERY_TOO_COMPLEX]);
  });

  it('explain the refusal in words a developer can act on', () => {
    const aliases = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ');
    const [error] = validate(schema, parseWithinLimits(`query Many { ${aliases} }`), operationLimitRules());
    expect(error?.message).toBe(
      `This operation asks for too much at once: aliases limit of ${OPERATION_LIMITS.aliases} exceeded, found ${OPERATION_LIMITS.aliases + 1}.`,
    );
  });
});
