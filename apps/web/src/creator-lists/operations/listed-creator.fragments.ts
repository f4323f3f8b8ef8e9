import { graphql } from '../../graphql.ts';

/** A creator as every company list of creators names them: who, where, and how many follow them. */
export const ListedCreatorFields = graphql(`
  fragment ListedCreatorFields on ListedCreator {
    id
    username
    displayName
    country
    followers
  }
`);
