import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldOfVariableError, formatGraphQLError } from './errors.ts';

describe('formatGraphQLError', () => {
  it('hides an unexpected resolver fault behind a generic message and logs it', () => {
    const logged: unknown[] = [];
    const fault = new Error('connection refused at 10.0.0.5');
    const located = new GraphQLError(fault.message, { originalError: fault, path: ['me'] });
    const formatted = formatGraphQLError(located, (e) => logged.push(e));
    expect(formatted.message).toBe('Something went wrong. Please try again later.');
    expect((formatted as GraphQLError).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(formatted)).not.toContain('10.0.0.5');
    expect(logged).toEqual([fault]);
  });

  it('keeps a domain error with its code and field', () => {
    const domain = new GraphQLError('This username is already taken.', { extensions: { code: '1001', field: 'username' } });
    expect(formatGraphQLError(domain, () => {})).toBe(domain);
  });

  it('answers connection arguments Pothos refuses (a negative page size) as bad input, not a fault', () => {
    const logged: unknown[] = [];
    const refusal = Object.assign(new Error('Argument "last" must be a non-negative integer'), { name: 'PothosValidationError' });
    const located = new GraphQLError(refusal.message, { originalError: refusal, path: ['heldKeyCampaigns'] });
    const formatted = formatGraphQLError(located, (e) => logged.push(e)) as GraphQLError;
    expect(formatted.message).toBe('Argument "last" must be a non-negative integer');
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(logged).toEqual([]);
  });

  it('names the field a variable broke its type at: the variable, or the path inside it', () => {
    expect(fieldOfVariableError('Variable "$platform" got invalid value "steam "; Value "steam " does not exist in "Platform" enum.')).toBe(
      'platform',
    );
    expect(
      fieldOfVariableError(
        'Variable "$values" got invalid value "PS5" at "values.keys[0].platform"; Value "PS5" does not exist in "Platform" enum.',
      ),
    ).toBe('values.keys.0.platform');
    expect(fieldOfVariableError('Cannot query field "nope" on type "Query".')).toBeNull();
  });
});
