import { graphql, type ResultOf } from '../../graphql.ts';
import { DeletedActivationFields, PublishOutcomeFields } from '../../shared/api/activation-outcome.fragments.ts';
import { KeyCampaignFields, KeyParticipantCreatorFields, KeyParticipantFields } from './key-campaign.fragments.ts';

/** The company's Key campaigns: list, one campaign with its checks, the wizard's saves, publishing, participants. */

export const CompanyKeyCampaignsQuery = graphql(
  `
    query CompanyKeyCampaigns($ended: Boolean, $first: Int, $after: String) {
      companyKeyCampaigns(ended: $ended, first: $first, after: $after) {
        edges {
          node {
            ...KeyCampaignFields
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
export type CompanyKeyCampaignsPage = ResultOf<typeof CompanyKeyCampaignsQuery>['companyKeyCampaigns'];

export const CompanyKeyCampaignQuery = graphql(
  `
    query CompanyKeyCampaign($id: ID!) {
      companyKeyCampaign(id: $id) {
        campaign {
          ...KeyCampaignFields
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
            creatorListIds
            whitelist
            creatorProgramId
            allowOffersFromAllCreators
            vipAccess
          }
          requestResponseDays
        }
        keys {
          platform
          offered
          claimed
          available
          availability
        }
        participantCounts {
          state
          count
        }
        publishChecks {
          id
          message
          step
        }
      }
    }
  `,
  [KeyCampaignFields],
);
export type CompanyKeyCampaign = ResultOf<typeof CompanyKeyCampaignQuery>['companyKeyCampaign'];

export const CreateKeyCampaignMutation = graphql(
  `
    mutation CreateKeyCampaign($kind: KeyCampaignKind!, $name: String!) {
      createKeyCampaign(kind: $kind, name: $name) {
        ...KeyCampaignFields
      }
    }
  `,
  [KeyCampaignFields],
);

export const SaveKeyCampaignStepMutation = graphql(
  `
    mutation SaveKeyCampaignStep($id: ID!, $step: KeyCampaignStep!, $values: KeyCampaignStepInput!) {
      saveKeyCampaignStep(id: $id, step: $step, values: $values) {
        ...KeyCampaignFields
      }
    }
  `,
  [KeyCampaignFields],
);

export const PublishKeyCampaignMutation = graphql(
  `
    mutation PublishKeyCampaign($id: ID!) {
      publishKeyCampaign(id: $id) {
        ...PublishOutcomeFields
      }
    }
  `,
  [PublishOutcomeFields],
);

export const UnpublishKeyCampaignMutation = graphql(
  `
    mutation UnpublishKeyCampaign($id: ID!) {
      unpublishKeyCampaign(id: $id) {
        ...PublishOutcomeFields
      }
    }
  `,
  [PublishOutcomeFields],
);

/** Deletes a draft, or archives one that has been live (it answers which). */
export const DeleteKeyCampaignMutation = graphql(
  `
    mutation DeleteKeyCampaign($id: ID!) {
      deleteKeyCampaign(id: $id) {
        ...DeletedActivationFields
      }
    }
  `,
  [DeletedActivationFields],
);

export const ConvertPreLaunchCampaignMutation = graphql(
  `
    mutation ConvertPreLaunchCampaign($id: ID!, $confirmed: Boolean!) {
      convertPreLaunchCampaign(id: $id, confirmed: $confirmed) {
        ...KeyCampaignFields
      }
    }
  `,
  [KeyCampaignFields],
);

export const KeyParticipantsQuery = graphql(
  `
    query KeyParticipants($campaignId: ID!, $tab: KeyParticipantTab!, $first: Int, $after: String) {
      keyParticipants(campaignId: $campaignId, tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...KeyParticipantFields
            creator {
              ...KeyParticipantCreatorFields
            }
            vipAccess {
              id
              waivesLocationAndLanguage
            }
            risk {
              level
              reasons {
                code
                words
                figure
              }
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
  [KeyParticipantFields, KeyParticipantCreatorFields],
);
export type KeyParticipantsPage = ResultOf<typeof KeyParticipantsQuery>['keyParticipants'];

export const ReviewKeyParticipantsMutation = graphql(
  `
    mutation ReviewKeyParticipants($campaignId: ID!, $participantIds: [ID!]!, $decision: KeyReviewDecision!) {
      reviewKeyParticipants(campaignId: $campaignId, participantIds: $participantIds, decision: $decision) {
        ...KeyParticipantFields
      }
    }
  `,
  [KeyParticipantFields],
);

export const SendCreatorKitCodesAgainMutation = graphql(`
  mutation SendCreatorKitCodesAgain($campaignId: ID!, $participantId: ID!) {
    sendCreatorKitCodesAgain(campaignId: $campaignId, participantId: $participantId) {
      id
      kitSentCount
    }
  }
`);

export const ReplaceBadKeyMutation = graphql(
  `
    mutation ReplaceBadKey($campaignId: ID!, $participantId: ID!) {
      replaceBadKey(campaignId: $campaignId, participantId: $participantId) {
        ...KeyParticipantFields
      }
    }
  `,
  [KeyParticipantFields],
);

export const HeldKeyCampaignsQuery = graphql(
  `
    query HeldKeyCampaigns($first: Int, $after: String) {
      heldKeyCampaigns(first: $first, after: $after) {
        edges {
          node {
            ...KeyCampaignFields
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
export type HeldKeyCampaignsPage = ResultOf<typeof HeldKeyCampaignsQuery>['heldKeyCampaigns'];
