import { graphql } from '../../graphql.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';

export const CreatorProgramFields = graphql(`
  fragment CreatorProgramFields on CreatorProgram {
    id
    name
    description
    visibility
    perks
    codeOfConduct
    applicationResponseDays
    createdAt
    company {
      id
      name
    }
    requirements {
      audience {
        twitchFollowers
        twitchAverageConcurrentViewers
        youtubeSubscribers
        youtubeAverageConcurrentViewers
        youtubeAverageViewsPerVideo
        youtubeAverageViewsPerShort
        tiktokFollowers
        tiktokAverageViewsPerShort
      }
      countries
      continents
      languages
    }
    applicantsPicked
    creatorListIds
    whitelist
    keyAccess {
      mode
      count
      ids
    }
    questAccess {
      mode
      count
      ids
    }
    questions {
      id
      text
      required
    }
  }
`);

export const MembershipFields = graphql(
  `
    fragment MembershipFields on ProgramMembership {
      id
      programId
      state
      label
      appliedAt
      decidedAt
      decidedBy
      decisionReason
      answers {
        questionId
        answer
      }
      profile {
        country
        languages
        hardware
      }
      creator {
        id
        username
        displayName
        authenticity {
          ...AudienceAuthenticityFields
        }
      }
    }
  `,
  [AudienceAuthenticityFields],
);
