import { graphql } from '../../graphql.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';

export const MissionFields = graphql(`
  fragment MissionFields on Mission {
    id
    programId
    name
    description
    gameIds
    startDate
    endDate
    automaticReview
    repeatCount
    repeatLabel
    proRatedFromPercent
    hasKit
    published
    status
    createdAt
    criteria {
      operator
      label
      criteria {
        id
        metricType
        category
        amount
        url
        callToAction
        description
        submissionType
      }
    }
    rewards {
      id
      kind
      name
      description
      imageUrl
      message
      numberOfItems
      grantedCount
      collectAddress
      itemId
      platforms
      numberOfCodes
    }
  }
`);

export const MissionRunFields = graphql(
  `
    fragment MissionRunFields on MissionRun {
      id
      missionId
      repeatNumber
      state
      creatorLabel
      companyLabel
      joinedAt
      submittedAt
      kitClaimedAt
      endedAt
      submission {
        kind
        postId
        postType
        postTitle
        url
        message
        criterionId
      }
      review {
        outcome
        by
        at
        message
        criteriaMet
        sharePercent
      }
      trackedLinks {
        criterionId
        callToAction
        path
      }
      rewardClaims {
        rewardId
        outcome
        platform
        codes
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
