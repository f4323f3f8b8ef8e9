import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../../graphql.ts';
import { operationNameOf, partialErrorsOf, request } from './gql-client.ts';

const MeIdQuery = graphql(`
  query Me {
    me {
      id
    }
  }
`);
// Two of the schema's mutations, written here so that shared/ needs no context's operations.
const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);
const RegisterCreatorMutation = graphql(`
  mutation RegisterCreator($input: RegisterCreatorInput!) {
    registerCreator(input: $input) {
      userId
    }
  }
`);
import { GqlError } from './gql-error.ts';

function answer(status: number, body: unknown) {
  const seen: { url?: string; body?: unknown } = {};
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.url = url;
    seen.body = JSON.parse(String(init.body));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<GqlError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof GqlError)) throw new Error(`expected a GqlError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gql', () => {
  it('puts the operation name in the URL and the body, and returns data', async () => {
    const seen = answer(200, { data: { me: null } });
    await expect(request(MeIdQuery)).resolves.toEqual({ me: null });
    expect(seen.url).toBe('/api/gql?name=Me');
    expect(seen.body).toEqual({ operationName: 'Me', query: 'query Me {\n  me {\n    id\n  }\n}', variables: {} });
  });

  it('sends the variables the typed document declares', async () => {
    const seen = answer(200, { data: { verifyEmail: true } });
    await expect(request(VerifyEmailMutation, { token: 'abc' })).resolves.toEqual({ verifyEmail: true });
    expect(seen.body).toMatchObject({ operationName: 'VerifyEmail', variables: { token: 'abc' } });
  });

  it('refuses a document without an operation name', () => {
    expect(() => operationNameOf(graphql('{ me { id } }'))).toThrow('must name its operation');
  });

  it('throws the first error with its code and field', async () => {
    answer(200, {
      data: null,
      errors: [
        { message: 'This username is already taken.', extensions: { code: '1001', field: 'username' } },
        { message: 'second', extensions: { code: '1002' } },
      ],
    });
    const input = { email: 'a@example.com', username: 'abcd', password: 'x', acceptTerms: true };
    const error = await failure(request(RegisterCreatorMutation, { input }));
    expect({ code: error.code, message: error.message, field: error.field }).toEqual({
      code: '1001',
      message: 'This username is already taken.',
      field: 'username',
    });
  });

  it('uses the status code when an error has no code', async () => {
    answer(400, { errors: [{ message: 'Syntax Error: Unexpected Name "x".' }] });
    const error = await failure(request(MeIdQuery));
    expect(error.code).toBe('400');
    expect(error.message).toBe('Syntax Error: Unexpected Name "x".');
  });

  it('gives a generic message with the status code when the body is not GraphQL', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failure(request(MeIdQuery));
    expect(error.code).toBe('502');
    expect(error.message).toContain('502');
  });

  it("keeps the data that loaded when one field of a query fails, with the field's error beside it", async () => {
    answer(200, {
      data: { me: null },
      errors: [{ message: 'The profile could not be read.', path: ['me'], extensions: { code: 'ACCOUNTS.NOT_FOUND' } }],
    });
    const data = await request(MeIdQuery);
    expect(data).toEqual({ me: null });
    expect(partialErrorsOf(data).map((e) => ({ path: e.path, code: e.error.code, message: e.error.message }))).toEqual([
      { path: 'me', code: 'ACCOUNTS.NOT_FOUND', message: 'The profile could not be read.' },
    ]);
  });

  it("throws a mutation's error even when some data came back", async () => {
    answer(200, { data: { verifyEmail: null }, errors: [{ message: 'The link has expired.', extensions: { code: '1003' } }] });
    const error = await failure(request(VerifyEmailMutation, { token: 't' }));
    expect(error.code).toBe('1003');
  });

  it('has no partial errors on a whole answer', async () => {
    answer(200, { data: { me: { id: 'u-1' } } });
    expect(partialErrorsOf(await request(MeIdQuery))).toEqual([]);
  });
});
