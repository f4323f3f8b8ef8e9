import { graphql } from '../../graphql.ts';

/** A creator's audience authenticity as every list of creators shows it: the score, its level and why. */
export const AudienceAuthenticityFields = graphql(`
  fragment AudienceAuthenticityFields on AudienceAuthenticity {
    score
    level
    signals {
      code
      message
    }
  }
`);
