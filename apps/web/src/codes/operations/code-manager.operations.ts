import { graphql, type ResultOf } from '../../graphql.ts';

/** The Code Manager: games and items with stock, one item's codes (masked), adding, allocating, revealing, tracing. */

const CodeManagerItemFields = graphql(`
  fragment CodeManagerItemFields on CodeManagerItem {
    id
    type
    name
    game
    description
    imageUrl
    allocation
    createdAt
    platforms {
      platform
      added
      claimed
      available
      unavailable
      availability
      openRequests
    }
  }
`);

export const CodeManagerItemsQuery = graphql(
  `
    query CodeManagerItems {
      codeManagerItems {
        ...CodeManagerItemFields
      }
    }
  `,
  [CodeManagerItemFields],
);
export type CodeManagerItem = ResultOf<typeof CodeManagerItemsQuery>['codeManagerItems'][number];

export const AddCodeManagerItemMutation = graphql(
  `
    mutation AddCodeManagerItem($input: AddCodeManagerItemInput!) {
      addCodeManagerItem(input: $input) {
        ...CodeManagerItemFields
      }
    }
  `,
  [CodeManagerItemFields],
);

export const ItemCodesQuery = graphql(`
  query ItemCodes($itemId: ID!, $first: Int, $after: String) {
    itemCodes(itemId: $itemId, first: $first, after: $after) {
      edges {
        node {
          id
          masked
          platform
          status
          addedAt
          claimedAt
          distributedBy
          distributor {
            id
            name
          }
          addedBy {
            id
            name
          }
          claimedBy {
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
`);
export type ItemCodesPage = ResultOf<typeof ItemCodesQuery>['itemCodes'];

export const AddCodesMutation = graphql(`
  mutation AddCodes($itemId: ID!, $platform: Platform!, $codes: String!) {
    addCodes(itemId: $itemId, platform: $platform, codes: $codes) {
      added
      duplicatesInPaste
      alreadyExisting
      firstDuplicates {
        line
        masked
      }
      fulfilledRequests
      available
      unavailable
    }
  }
`);
export type AddCodesReport = ResultOf<typeof AddCodesMutation>['addCodes'];

export const AllocateCodesMutation = graphql(`
  mutation AllocateCodes($itemId: ID!, $platform: Platform!, $count: Int!) {
    allocateCodes(itemId: $itemId, platform: $platform, count: $count) {
      platform
      available
      unavailable
    }
  }
`);

export const RevealCodeMutation = graphql(`
  mutation RevealCode($codeId: ID!) {
    revealCode(codeId: $codeId)
  }
`);

export const DeleteCodeManagerItemMutation = graphql(`
  mutation DeleteCodeManagerItem($itemId: ID!) {
    deleteCodeManagerItem(itemId: $itemId)
  }
`);

export const DeleteCodeMutation = graphql(`
  mutation DeleteCode($codeId: ID!) {
    deleteCode(codeId: $codeId)
  }
`);

/** The selected unclaimed codes, all or none; answers how many went. */
export const DeleteCodesMutation = graphql(`
  mutation DeleteCodes($codeIds: [ID!]!) {
    deleteCodes(codeIds: $codeIds)
  }
`);

export const TraceLeakedKeyMutation = graphql(`
  mutation TraceLeakedKey($value: String!) {
    traceLeakedKey(value: $value) {
      itemId
      itemName
      code {
        id
        masked
        platform
        status
        addedAt
        claimedAt
        distributedBy
        distributor {
          id
          name
        }
        addedBy {
          name
        }
        claimedBy {
          id
          name
        }
      }
      events {
        type
        at
        by {
          name
        }
      }
    }
  }
`);
export type LeakedKeyTrace = ResultOf<typeof TraceLeakedKeyMutation>['traceLeakedKey'];
