import { graphql } from '../../graphql.ts';

/** A creator's own tracked link of a Key campaign or Quest (refused until they are in). */
export const MyTrackedLinkQuery = graphql(`
  query MyTrackedLink($kind: TrackedActivationKind!, $activationId: ID!) {
    myTrackedLink(kind: $kind, activationId: $activationId) {
      path
      storeUrl
    }
  }
`);
