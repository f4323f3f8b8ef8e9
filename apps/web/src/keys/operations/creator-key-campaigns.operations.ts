import { graphql, type ResultOf } from '../../graphql.ts';
import { KeyCampaignFields, KeyParticipantFields } from './key-campaign.fragments.ts';

/** The creator's side: browse, one campaign, request, claim, ask for more, submit content, deals. */

export const BrowseKeyCampaignsQuery = graphql(
  `
    query BrowseKeyCampaigns(
      $section: KeyBrowseSection
      $genres: [String!]
      $families: [PlatformFamily!]
      $platforms: [Platform!]
      $category: KeyCampaignCategory
      $onlyEligible: Boolean
      $first: Int
      $after: String
    ) {
      browseKeyCampaigns(
        section: $section
        genres: $genres
        families: $families
        platforms: $platforms
        category: $category
        onlyEligible: $onlyEligible
        first: $first
        after: $after
      ) {
        edges {
          node {
            ...KeyCampaignFields
            myParticipation {
              id
              state
            }
            keyStock {
              platform
              offered
              claimed
              available
              availability
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [KeyCampaignFields],
);
export type BrowseKeyCampaignsPage = ResultOf<typeof BrowseKeyCampaignsQuery>['browseKeyCampaigns'];

export const KeyCampaignForCreatorQuery = graphql(
  `
    query KeyCampaignForCreator($id: ID!) {
      keyCampaign(id: $id) {
        campaign {
          ...KeyCampaignFields
        }
        participation {
          ...KeyParticipantFields
        }
        eligibility {
          eligible
          locationAndLanguageMet
          groups {
            group
            status
            reasons
          }
          vipAccess {
            waivesLocationAndLanguage
          }
          missing {
            label
            required
            actual
          }
        }
        keys {
          platform
          offered
          claimed
          available
          availability
        }
        needsAgreement
        listed
      }
    }
  `,
  [KeyCampaignFields, KeyParticipantFields],
);
export type CreatorKeyCampaign = ResultOf<typeof KeyCampaignForCreatorQuery>['keyCampaign'];

export const RequestKeyMutation = graphql(
  `
    mutation RequestKey($campaignId: ID!, $agreementAccepted: Boolean) {
      requestKey(campaignId: $campaignId, agreementAccepted: $agreementAccepted) {
        ...KeyParticipantFields
      }
    }
  `,
  [KeyParticipantFields],
);

export const ClaimKeyMutation = graphql(
  `
    mutation ClaimKey($campaignId: ID!, $platform: Platform!) {
      claimKey(campaignId: $campaignId, platform: $platform) {
        key
        participation {
          ...KeyParticipantFields
        }
      }
    }
  `,
  [KeyParticipantFields],
);

export const RequestMoreKeysMutation = graphql(`
  mutation RequestMoreKeys($campaignId: ID!, $platform: Platform!) {
    requestMoreKeys(campaignId: $campaignId, platform: $platform) {
      id
    }
  }
`);

export const SubmitKeyContentMutation = graphql(
  `
    mutation SubmitKeyContent($campaignId: ID!, $url: String!) {
      submitKeyContent(campaignId: $campaignId, url: $url) {
        coinsAwarded
        participation {
          ...KeyParticipantFields
        }
      }
    }
  `,
  [KeyParticipantFields],
);

export const ClaimedKeyQuery = graphql(`
  query ClaimedKey($participantId: ID!) {
    claimedKey(participantId: $participantId)
  }
`);

export const MyKeyDealsQuery = graphql(
  `
    query MyKeyDeals {
      myKeyDeals {
        participation {
          ...KeyParticipantFields
        }
        campaign {
          id
          name
          status
          game {
            name
            media
          }
        }
      }
      myCompletionRate {
        rate
        onTime
        late
        missing
      }
    }
  `,
  [KeyParticipantFields],
);
export type MyKeyDeal = ResultOf<typeof MyKeyDealsQuery>['myKeyDeals'][number];
