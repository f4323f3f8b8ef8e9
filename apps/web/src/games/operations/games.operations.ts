import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';
import { PublicCreatorProgramFields, PublicKeyCampaignFields, PublicQuestFields } from '../../explore/index.ts';

/** The public game pages (/games, /games/{id}, its news article) and a company's public page, open to anyone. */
export const GameListQuery = graphql(`
  query GameList($list: String!) {
    gameList(list: $list) {
      id
      name
      coverUrl
      releaseDate
      hype
      platformFamilies
      genres
      source
    }
  }
`);
export type ListedGame = ResultOf<typeof GameListQuery>['gameList'][number];

export const PublicGameQuery = graphql(`
  query PublicGame($id: ID!) {
    catalogueGame(id: $id) {
      id
      name
      summary
      source
      coverUrl
      releaseDate
      hype
      platforms
      platformFamilies
      genres
      news {
        id
        title
        author
        publishedAt
        excerpt
      }
      streams {
        id
        title
        creatorName
        provider
        durationSeconds
        views
        averageCcv
        createdAt
      }
      videos {
        id
        title
        creatorName
        provider
        durationSeconds
        views
        averageCcv
        createdAt
      }
    }
  }
`);
export type PublicGame = ResultOf<typeof PublicGameQuery>['catalogueGame'];
export type GamePost = PublicGame['streams'][number];

export const GameNewsArticleQuery = graphql(`
  query GameNewsArticle($gameId: ID!, $articleId: ID!) {
    gameNewsArticle(gameId: $gameId, articleId: $articleId) {
      id
      title
      link
      author
      publishedAt
      excerpt
      html
    }
    catalogueGame(id: $gameId) {
      id
      name
    }
  }
`);
export type GameNewsArticle = ResultOf<typeof GameNewsArticleQuery>;

export const PublicCompanyQuery = graphql(
  `
    query PublicCompany($id: ID!) {
      publicCompany(id: $id) {
        id
        name
        type
        website
        isVerified
        page {
          description
          logoUrl
          bannerUrl
          links {
            label
            url
          }
          showPrograms
          showKeyCampaigns
          showQuests
        }
      }
      publicCompanyCampaigns(id: $id) {
        keyCampaigns {
          ...PublicKeyCampaignFields
        }
        quests {
          ...PublicQuestFields
        }
        programs {
          ...PublicCreatorProgramFields
        }
      }
    }
  `,
  [PublicKeyCampaignFields, PublicQuestFields, PublicCreatorProgramFields],
);
export type PublicCompanyPage = ResultOf<typeof PublicCompanyQuery>;

export const fetchGameList = (list: string) => request(GameListQuery, { list }).then((d) => d.gameList);
export const fetchPublicGame = (id: string) => request(PublicGameQuery, { id }).then((d) => d.catalogueGame);
export const fetchGameNewsArticle = (gameId: string, articleId: string) => request(GameNewsArticleQuery, { gameId, articleId });
export const fetchPublicCompany = (id: string) => request(PublicCompanyQuery, { id });

export const AddGameFeedMutation = graphql(`
  mutation AddGameFeed($gameId: ID!, $url: String!, $authorized: Boolean!) {
    addGameFeed(gameId: $gameId, url: $url, authorized: $authorized)
  }
`);
export const addGameFeed = (gameId: string, values: { url: string; authorized: boolean }) =>
  request(AddGameFeedMutation, { gameId, ...values }).then((d) => d.addGameFeed);

export const GameFeedsQuery = graphql(`
  query GameFeeds($gameId: ID!) {
    gameFeeds(gameId: $gameId) {
      id
      url
      fetchedAt
      lastError
    }
  }
`);
export type GameFeedStatus = ResultOf<typeof GameFeedsQuery>['gameFeeds'][number];
export const fetchGameFeeds = (gameId: string) => request(GameFeedsQuery, { gameId }).then((d) => d.gameFeeds);
