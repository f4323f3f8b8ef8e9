import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatGraphQLError } from './errors.ts';

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
});
