import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** Company API tokens (company settings → API): owners create, list and revoke them. */

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      scopes
      hint
      createdAt
      lastUsedAt
    }
  }
`);
export type ApiTokenRow = ResultOf<typeof ApiTokensQuery>['apiTokens'][number];

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $scopes: [String!]!) {
    createApiToken(name: $name, scopes: $scopes) {
      token {
        id
        name
      }
      value
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);

export const createApiToken = (name: string, scopes: string[]) => request(CreateApiTokenMutation, { name, scopes });
export const revokeApiToken = (id: string) => request(RevokeApiTokenMutation, { id });
export const fetchApiTokens = async () => (await request(ApiTokensQuery)).apiTokens;
