import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** The public experience: the landing page's figures and /explore's lists, open to anyone. */
export const PublicFiguresQuery = graphql(`
  query PublicFigures {
    publicFigures {
      liveKeyCampaigns
      openQuests
      creators
      games
    }
  }
`);
export type PublicFigures = ResultOf<typeof PublicFiguresQuery>['publicFigures'];

/** What a campaign card shows (explore-cards.tsx): the same fields wherever a card is listed. */
export const PublicKeyCampaignFields = graphql(`
  fragment PublicKeyCampaignFields on PublicKeyCampaign {
    id
    name
    gameName
    companyId
    companyName
    cover
    genres
    platforms
    startDate
    endDate
    status
  }
`);
export const PublicQuestFields = graphql(`
  fragment PublicQuestFields on PublicQuest {
    id
    name
    kind
    companyId
    companyName
    cover
    platforms
    startDate
    endDate
    status
  }
`);
export const PublicCreatorProgramFields = graphql(`
  fragment PublicCreatorProgramFields on PublicCreatorProgram {
    id
    name
    description
    companyId
    companyName
  }
`);

export const PublicKeyCampaignsQuery = graphql(
  `
    query PublicKeyCampaigns($first: Int, $after: String) {
      publicKeyCampaigns(first: $first, after: $after) {
        edges {
          node {
            ...PublicKeyCampaignFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [PublicKeyCampaignFields],
);
export type PublicKeyCampaignsPage = ResultOf<typeof PublicKeyCampaignsQuery>['publicKeyCampaigns'];
export type PublicKeyCampaign = PublicKeyCampaignsPage['edges'][number]['node'];

/** A Key campaign's public page (/campaigns/{id} for visitors, Users, staff and other companies). */
export const PublicKeyCampaignQuery = graphql(
  `
    query PublicKeyCampaign($id: ID!) {
      publicKeyCampaign(id: $id) {
        campaign {
          ...PublicKeyCampaignFields
        }
        gameDescription
        tags
        preLaunch
      }
    }
  `,
  [PublicKeyCampaignFields],
);
export type PublicKeyCampaignPage = ResultOf<typeof PublicKeyCampaignQuery>['publicKeyCampaign'];

export const PublicQuestsQuery = graphql(
  `
    query PublicQuests($first: Int, $after: String) {
      publicQuests(first: $first, after: $after) {
        edges {
          node {
            ...PublicQuestFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [PublicQuestFields],
);
export type PublicQuestsPage = ResultOf<typeof PublicQuestsQuery>['publicQuests'];
export type PublicQuest = PublicQuestsPage['edges'][number]['node'];

export const PublicCreatorProgramsQuery = graphql(
  `
    query PublicCreatorPrograms($first: Int, $after: String) {
      publicCreatorPrograms(first: $first, after: $after) {
        edges {
          node {
            ...PublicCreatorProgramFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `,
  [PublicCreatorProgramFields],
);
export type PublicCreatorProgramsPage = ResultOf<typeof PublicCreatorProgramsQuery>['publicCreatorPrograms'];
export type PublicCreatorProgram = PublicCreatorProgramsPage['edges'][number]['node'];

export const FeaturedCreatorsQuery = graphql(`
  query FeaturedCreators($first: Int, $after: String) {
    featuredCreators(first: $first, after: $after) {
      edges {
        node {
          slug
          title
          creatorName
          followers
          providers
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
export type FeaturedCreatorsPage = ResultOf<typeof FeaturedCreatorsQuery>['featuredCreators'];
export type FeaturedCreator = FeaturedCreatorsPage['edges'][number]['node'];

const page = (after: string | null, first: number) => ({ first, after });

export const fetchPublicFigures = () => request(PublicFiguresQuery).then((d) => d.publicFigures);
export const fetchPublicKeyCampaigns = (after: string | null, first = 12) =>
  request(PublicKeyCampaignsQuery, page(after, first)).then((d) => d.publicKeyCampaigns);
export const fetchPublicKeyCampaign = (id: string) => request(PublicKeyCampaignQuery, { id }).then((d) => d.publicKeyCampaign);
export const fetchPublicQuests = (after: string | null, first = 12) =>
  request(PublicQuestsQuery, page(after, first)).then((d) => d.publicQuests);
export const fetchPublicCreatorPrograms = (after: string | null, first = 12) =>
  request(PublicCreatorProgramsQuery, page(after, first)).then((d) => d.publicCreatorPrograms);
export const fetchFeaturedCreators = (after: string | null, first = 12) =>
  request(FeaturedCreatorsQuery, page(after, first)).then((d) => d.featuredCreators);
