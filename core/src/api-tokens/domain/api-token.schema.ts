import * as v from 'valibot';

/**
 * Company API tokens (spec 3, company settings): what a token may do is a list of scopes, and each
 * scope allows the GraphQL operations in this one table. The API refuses any other root field to a
 * bearer call, and the web's API page lists the same table, so the two cannot disagree.
 */
export const API_TOKEN_SCOPES = ['read:activations', 'write:codes', 'read:insights', 'read:reporting', 'write:invitations'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export interface ApiTokenScopeInfo {
  /** One line for the form's checkbox and the documentation page. */
  readonly summary: string;
  /** Query and Mutation fields of `/api/gql`. */
  readonly operations: readonly string[];
}

export const API_TOKEN_SCOPE_OPERATIONS: Readonly<Record<ApiTokenScope, ApiTokenScopeInfo>> = {
  'read:activations': {
    summary: 'Read Key campaigns, Quests and Missions with their participants.',
    operations: [
      'companyKeyCampaigns',
      'companyKeyCampaign',
      'companyKeyParticipants',
      'keyParticipants',
      'companyQuests',
      'companyQuest',
      'companyQuestRuns',
      'questParticipants',
      'companyMissions',
      'companyMission',
      'companyMissionRuns',
      'missionRuns',
    ],
  },
  'write:codes': {
    summary: 'List, add and delete Code Manager games, items and codes (codes stay masked).',
    operations: ['codeManagerItems', 'itemCodes', 'addCodeManagerItem', 'addCodes', 'deleteCode', 'deleteCodes'],
  },
  'read:insights': {
    summary: 'Read streaming insights: creators, games and their posts.',
    operations: [
      'insightsCreators',
      'insightsGames',
      'insightsCreator',
      'insightsGame',
      'insightsCreatorPosts',
      'insightsPost',
      'insightsGameSearch',
    ],
  },
  'read:reporting': {
    summary: 'Read results and reporting, Quest results and the run timeline.',
    operations: ['companyReport', 'questResults', 'companyRunEvents'],
  },
  'write:invitations': {
    summary: 'Invite creators to activations, send invitations again and list them.',
    operations: ['creatorInvitations', 'inviteCreators', 'inviteCreatorList', 'resendCreatorInvitation'],
  },
};

/** The scopes that allow one root field (none: no token may call it). */
export const scopesAllowing = (operation: string): ApiTokenScope[] =>
  API_TOKEN_SCOPES.filter((scope) => API_TOKEN_SCOPE_OPERATIONS[scope].operations.includes(operation));

/** Every token value starts so, recognisable in a leaked file or a secret scanner. */
export const API_TOKEN_PREFIX = 'lkt_';
export const API_TOKEN_NAME_MAX = 80;

/** What the create form sends. */
export const apiTokenFormSchema = v.object({
  name: v.pipe(
    v.string('Name the token.'),
    v.trim(),
    v.nonEmpty('Name the token.'),
    v.maxLength(API_TOKEN_NAME_MAX, `A name can be at most ${API_TOKEN_NAME_MAX} characters.`),
  ),
  scopes: v.pipe(
    v.array(v.picklist(API_TOKEN_SCOPES, 'Choose scopes from the list.'), 'Choose at least one scope.'),
    v.minLength(1, 'Choose at least one scope.'),
    v.transform((scopes) => [...new Set(scopes)]),
  ),
});
export type ApiTokenFormInput = v.InferInput<typeof apiTokenFormSchema>;
