import { graphql } from '../../graphql.ts';
import { AudienceAuthenticityFields } from '../../shared/api/audience-authenticity.fragments.ts';

export const QuestFields = graphql(`
  fragment QuestFields on Quest {
    id
    kind
    name
    publishState
    status
    reviewNote
    startDate
    endDate
    budget {
      cents
    }
    deliveryType
    embargo {
      date
      time
      timezone
      at
    }
    deliverables
    talkingPoints
    callToAction
    conversionTracking {
      kind
      url
    }
    codeManagerItemIds
    goals
    tags
    platforms
    media
    visibility
    offerResponseDays
    requirements
    specialInstructions
    kitKeys {
      platform
      count
    }
    kitAssetUrl
  }
`);

export const QuestRunFields = graphql(
  `
    fragment QuestRunFields on QuestRun {
      id
      questId
      creatorId
      status
      tab
      failed
      deliveryType
      platform
      contentType
      bids {
        by
        amount {
          cents
        }
        contentLengthMinutes
        message
        placedAt
      }
      agreedAmount {
        cents
      }
      partyToAct
      dueAt
      acceptedAt
      paidAt
      submissionDueAt
      submissions {
        url
        message
        submittedAt
        review {
          decision
          comment
          reviewedAt
        }
      }
      approvedAt
      listedAt
      paidOutAt
      payoutStatus
      publishingWindowOpensAt
      publishingWindowClosesAt
      badges {
        badge
        label
        givenAt
      }
      creator {
        id
        username
        displayName
        authenticity {
          ...AudienceAuthenticityFields
        }
      }
      frozen
      dispute {
        openedBy
        reason
        openedAt
        decision
        staffNote
        decidedAt
      }
      createdAt
      updatedAt
    }
  `,
  [AudienceAuthenticityFields],
);

/** One Quest run in the cart or in a payment: what it costs, whose it is, for which Quest. */
export const QuestCartLineFields = graphql(`
  fragment QuestCartLineFields on QuestCartLine {
    runId
    questId
    amount {
      cents
    }
    run {
      id
      creator {
        displayName
      }
      quest {
        id
        name
      }
    }
  }
`);

export const QuestPaymentFields = graphql(
  `
    fragment QuestPaymentFields on QuestPayment {
      id
      status
      total {
        cents
      }
      lines {
        ...QuestCartLineFields
      }
      provider
      checkoutUrl
      failureReason
      createdAt
      completedAt
    }
  `,
  [QuestCartLineFields],
);
