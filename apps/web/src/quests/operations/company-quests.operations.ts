import { graphql, type ResultOf } from '../../graphql.ts';
import { DeletedActivationFields, PublishOutcomeFields } from '../../shared/api/activation-outcome.fragments.ts';
import { QuestCartLineFields, QuestFields, QuestPaymentFields, QuestRunFields } from './quest.fragments.ts';

/** The company's Quests: list, one quest with its checks, the wizard's saves, publishing, participants, cart. */

export const CompanyQuestsQuery = graphql(
  `
    query CompanyQuests($ended: Boolean, $first: Int, $after: String) {
      companyQuests(ended: $ended, first: $first, after: $after) {
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

export const CompanyQuestQuery = graphql(
  `
    query CompanyQuest($id: ID!) {
      companyQuest(id: $id) {
        quest {
          ...QuestFields
        }
        runCounts {
          offers
          active
          review
          ended
        }
        publishChecks {
          id
          message
          step
        }
      }
    }
  `,
  [QuestFields],
);
export type CompanyQuestsPage = ResultOf<typeof CompanyQuestsQuery>['companyQuests'];
export type CompanyQuest = ResultOf<typeof CompanyQuestQuery>['companyQuest'];

export const QuestParticipantsQuery = graphql(
  `
    query QuestParticipants($questId: ID!, $tab: QuestRunTab!, $first: Int, $after: String) {
      questParticipants(questId: $questId, tab: $tab, first: $first, after: $after) {
        edges {
          node {
            ...QuestRunFields
            vipAccess {
              waivesLocationAndLanguage
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
export type QuestRunRow = ResultOf<typeof QuestParticipantsQuery>['questParticipants']['edges'][number]['node'];

export const CreateQuestMutation = graphql(
  `
    mutation CreateQuest($kind: QuestKind!, $general: QuestGeneralInput!) {
      createQuest(kind: $kind, general: $general) {
        ...QuestFields
      }
    }
  `,
  [QuestFields],
);

export const SaveQuestStepMutation = graphql(
  `
    mutation SaveQuestStep($id: ID!, $step: QuestStep!, $values: QuestStepInput!) {
      saveQuestStep(id: $id, step: $step, values: $values) {
        ...QuestFields
      }
    }
  `,
  [QuestFields],
);

export const PublishQuestMutation = graphql(
  `
    mutation PublishQuest($id: ID!) {
      publishQuest(id: $id) {
        ...PublishOutcomeFields
      }
    }
  `,
  [PublishOutcomeFields],
);

export const UnpublishQuestMutation = graphql(
  `
    mutation UnpublishQuest($id: ID!) {
      unpublishQuest(id: $id) {
        ...PublishOutcomeFields
      }
    }
  `,
  [PublishOutcomeFields],
);

/** Deletes a draft, or archives one that has been live (it answers which). */
export const DeleteQuestMutation = graphql(
  `
    mutation DeleteQuest($id: ID!) {
      deleteQuest(id: $id) {
        ...DeletedActivationFields
      }
    }
  `,
  [DeletedActivationFields],
);

export const BulkAcceptQuestOffersMutation = graphql(`
  mutation BulkAcceptQuestOffers($runIds: [ID!]!) {
    bulkAcceptQuestOffers(runIds: $runIds) {
      cart {
        total {
          cents
        }
      }
      refused {
        runId
        code
        message
      }
    }
  }
`);

export const ReviewQuestContentMutation = graphql(
  `
    mutation ReviewQuestContent($runId: ID!, $decision: String!, $comment: String) {
      reviewQuestContent(runId: $runId, decision: $decision, comment: $comment) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const GiveQuestBadgeMutation = graphql(
  `
    mutation GiveQuestBadge($runId: ID!, $badge: QuestBadge!) {
      giveQuestBadge(runId: $runId, badge: $badge) {
        ...QuestRunFields
      }
    }
  `,
  [QuestRunFields],
);

export const QuestCartQuery = graphql(
  `
    query QuestCart {
      questCart {
        total {
          cents
        }
        lines {
          ...QuestCartLineFields
          run {
            platform
            contentType
            dueAt
          }
        }
      }
    }
  `,
  [QuestCartLineFields],
);
export type QuestCart = ResultOf<typeof QuestCartQuery>['questCart'];

export const StartQuestCheckoutMutation = graphql(
  `
    mutation StartQuestCheckout {
      startQuestCheckout {
        ...QuestPaymentFields
      }
    }
  `,
  [QuestPaymentFields],
);

export const QuestPaymentQuery = graphql(
  `
    query QuestPayment($id: ID!) {
      questPayment(id: $id) {
        ...QuestPaymentFields
      }
    }
  `,
  [QuestPaymentFields],
);
export type QuestPaymentView = ResultOf<typeof QuestPaymentQuery>['questPayment'];
