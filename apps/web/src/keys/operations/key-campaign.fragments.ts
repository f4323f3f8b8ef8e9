import { graphql } from '../../graphql.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';

/** What every Key campaign screen reads about a campaign. */
export const KeyCampaignFields = graphql(`
  fragment KeyCampaignFields on KeyCampaign {
    id
    name
    status
    publishState
    startDate
    endDate
    plannedRelease
    tags
    visibility
    category
    preLaunch
    convertedAt
    specialInstructions
    embargo
    codeItemId
    reviewNote
    requestCount
    createdAt
    platforms
    keys {
      platform
      count
    }
    game {
      name
      description
      genres
      media
      steamAppId
    }
    company {
      id
      name
    }
  }
`);

export const KeyParticipantFields = graphql(`
  fragment KeyParticipantFields on KeyParticipant {
    id
    campaignId
    state
    appliedAt
    agreementAcceptedAt
    reviewedAt
    kitSentCount
    replacedKeys {
      key
      replacement
      markedBadAt
    }
    contentExpiredAt
    claim {
      platform
      claimedAt
      contentDueAt
    }
    submission {
      url
      submittedAt
      onTime
      foundOnChannel
    }
    events {
      type
      at
      by
      note
    }
  }
`);

/** A participant's creator as the company's participant tables show them: reach, track record and audience authenticity. */
export const KeyParticipantCreatorFields = graphql(
  `
    fragment KeyParticipantCreatorFields on KeyParticipantCreator {
      id
      username
      displayName
      completionRate
      country
      channels {
        provider
        followers
      }
      authenticity {
        ...AudienceAuthenticityFields
      }
    }
  `,
  [AudienceAuthenticityFields],
);
