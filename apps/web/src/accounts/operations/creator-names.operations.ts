import { graphql } from '../../graphql.ts';
import { request } from '../../shared/api/gql-client.ts';

export const CreatorsByNameQuery = graphql(`
  query CreatorsByName($text: String!) {
    creatorsByName(text: $text) {
      id
      username
      displayName
    }
  }
`);

/** The name pickers' search: creators whose name starts with the text. */
export const searchCreatorsByName = async (text: string) => (await request(CreatorsByNameQuery, { text })).creatorsByName;
