import { graphql, type ResultOf } from '../../graphql.ts';
import { QuestFields, QuestRunFields } from './quest.fragments.ts';

/** A creator's side of Quests: browse, one quest with their deal, offers, counters, content; either party's run. */

export const BrowseQuestsQuery = graphql(
  `
    query BrowseQuests($first: Int, $after: String) {
      browseQuests(first: $first, after: $after) {
        edges {
          node {
            ...QuestFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [QuestFields],
);

export const CreatorQuestQuery = graphql(
  `
    query CreatorQuest($id: ID!) {
      quest(id: $id) {
        quest {
          ...QuestFields
        }
        run {
          ...QuestRunFields
        }
        eligible
        requirementGroups {
          group
          status
          reasons
        }
        vipAccess {
          waivesLocationAndLanguage
        }
        offerBlockers {
          code
          message
        }
        minimumDealSize {
          cents
        }
      }
    }
  `,
  [QuestFields, QuestRunFields],
);
export type CreatorQuest = ResultOf<typeof CreatorQuestQuery>['quest'];

export const QuestRunQuery = graphql(
  `
    query QuestRun($id: ID!) {
      questRun(id: $id) {
        ...QuestRunFields
        quest {
          ...QuestFields
        }
      }
    }
  `,
  [QuestRunFields, QuestFields],
);
export type QuestRunView = ResultOf<typeof QuestRunQuery>['questRun'];

export const QuestKitQuery = graphql(`
  query QuestKit($runId: ID!) {
    questKit(runId: $runId) {
      assetUrl
      keys {
        platform
        code
      }
      pendingPlatforms
    }
  }
`);
export type QuestKitView = ResultOf<typeof QuestKitQuery>['questKit'];

export const MyQuestDealsQuery = graphql(
  `
    query MyQuestDeals($tab: QuestRunTab!, $first: Int, $after: String) {
      myQuestDeals(tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...QuestRunFields
            quest {
              id
              name
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
  [QuestRunFields],
);
export type QuestDeal = ResultOf<typeof MyQuestDealsQuery>['myQuestDeals']['edges'][number]['node'];

export const SubmitQuestOfferMutation = graphql(
  `
    mutation SubmitQuestOffer(
      $questId: ID!
      $deliveryType: QuestDeliveryType!
      $platform: QuestOfferPlatform!
      $amountCents: Cents!
      $contentLengthMinutes: Float!
      $contentType: QuestContentType!
      $message: String
      $agreementConfirmed: Boolean!
    ) {
      submitQuestOffer(
        questId: $questId
        deliveryType: $deliveryType
        platform: $platform
        amountCents: $amountCents
        contentLengthMinutes: $contentLengthMinutes
        contentType: $contentType
        message: $message
        agreementConfirmed: $agreementConfirmed
      ) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const CounterQuestOfferMutation = graphql(
  `
    mutation CounterQuestOffer($runId: ID!, $amountCents: Cents!, $contentLengthMinutes: Float!, $message: String) {
      counterQuestOffer(runId: $runId, amountCents: $amountCents, contentLengthMinutes: $contentLengthMinutes, message: $message) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const AcceptQuestOfferMutation = graphql(
  `
    mutation AcceptQuestOffer($runId: ID!) {
      acceptQuestOffer(runId: $runId) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const DeclineQuestOfferMutation = graphql(
  `
    mutation DeclineQuestOffer($runId: ID!) {
      declineQuestOffer(runId: $runId) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const SubmitQuestContentMutation = graphql(
  `
    mutation SubmitQuestContent($runId: ID!, $url: String!, $message: String) {
      submitQuestContent(runId: $runId, url: $url, message: $message) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const ConfirmQuestVideoListedMutation = graphql(
  `
    mutation ConfirmQuestVideoListed($runId: ID!) {
      confirmQuestVideoListed(runId: $runId) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const MyWalletQuery = graphql(`
  query MyWallet {
    myWallet {
      inEscrow {
        cents
      }
      payable {
        cents
      }
      onItsWay {
        cents
      }
      paid {
        cents
      }
    }
    myEarningsStatements {
      year
      earned {
        cents
      }
      paidOut {
        cents
      }
      pdfPath
    }
  }
`);

export const MyPayoutAccountQuery = graphql(`
  query MyPayoutAccount {
    myPayoutAccount {
      method
      provider
      label
      status
      ready
      minimumDealSize {
        cents
      }
      updatedAt
    }
  }
`);

export const SavePayoutSetupMutation = graphql(`
  mutation SavePayoutSetup($setup: PayoutSetupInput!) {
    savePayoutSetup(setup: $setup) {
      method
      label
      status
      ready
      minimumDealSize {
        cents
      }
    }
  }
`);

export const QuestPayoutTimelineQuery = graphql(`
  query QuestPayoutTimeline($runId: ID!) {
    questPayoutTimeline(runId: $runId) {
      step
      at
      done
      note
    }
  }
`);
