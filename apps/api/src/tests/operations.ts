import { NO_AUDIENCE_THRESHOLDS } from '@lurkit/core/requirements/domain/requirements.entity.ts';
/** The web app's own documents, under the names the API tests use. */
export {
  ChangePasswordMutation as CHANGE_PASSWORD,
  DeleteAccountMutation as DELETE_ACCOUNT,
  MeQuery as ME,
  RegisterCompanyMutation as REGISTER_COMPANY,
  RegisterCompanyMemberMutation as REGISTER_COMPANY_MEMBER,
  RegisterCreatorMutation as REGISTER_CREATOR,
  RequestPasswordResetMutation as REQUEST_RESET,
  ResendVerificationEmailMutation as RESEND_VERIFICATION,
  ResetPasswordMutation as RESET_PASSWORD,
  UpdateProfileMutation as UPDATE_PROFILE,
  VerifyEmailMutation as VERIFY_EMAIL,
} from '../../../web/src/accounts/operations/accounts.operations.ts';
export {
  CompanyMembersQuery as COMPANY_MEMBERS,
  InviteCompanyMemberMutation as INVITE_MEMBER,
  JoinCompanyMutation as JOIN_COMPANY,
  RejectCompanyInvitationMutation as REJECT_COMPANY_INVITATION,
  RemoveCompanyMemberMutation as REMOVE_MEMBER,
  ResendCompanyInvitationMutation as RESEND_INVITATION,
  UpdateCompanyMemberTitleMutation as UPDATE_TITLE,
} from '../../../web/src/accounts/operations/company-members.operations.ts';

/** Unique, valid registration fields for one test. */
export function newCompanyInput(overrides: Record<string, unknown> = {}) {
  const id = uniqueName();
  return {
    companyName: `Studio ${id}`,
    companyType: 'publisher',
    website: 'https://studio.example.com',
    email: `owner${id}@example.com`,
    username: `owner${id}`,
    password: 'goodpassword1',
    acceptTerms: true,
    ...overrides,
  };
}
export {
  CompanyKeyCampaignQuery as COMPANY_KEY_CAMPAIGN,
  CompanyKeyCampaignsQuery as COMPANY_KEY_CAMPAIGNS,
  ConvertPreLaunchCampaignMutation as CONVERT_PRE_LAUNCH,
  CreateKeyCampaignMutation as CREATE_KEY_CAMPAIGN,
  HeldKeyCampaignsQuery as HELD_KEY_CAMPAIGNS,
  KeyParticipantsQuery as KEY_PARTICIPANTS,
  PublishKeyCampaignMutation as PUBLISH_KEY_CAMPAIGN,
  ReviewKeyParticipantsMutation as REVIEW_KEY_PARTICIPANTS,
  SaveKeyCampaignStepMutation as SAVE_KEY_CAMPAIGN_STEP,
  ReplaceBadKeyMutation as REPLACE_BAD_KEY,
  SendCreatorKitCodesAgainMutation as SEND_KIT_AGAIN,
  UnpublishKeyCampaignMutation as UNPUBLISH_KEY_CAMPAIGN,
  DeleteKeyCampaignMutation as DELETE_KEY_CAMPAIGN,
} from '../../../web/src/keys/operations/company-key-campaigns.operations.ts';
export {
  BrowseKeyCampaignsQuery as BROWSE_KEY_CAMPAIGNS,
  ClaimedKeyQuery as CLAIMED_KEY,
  ClaimKeyMutation as CLAIM_KEY,
  KeyCampaignForCreatorQuery as KEY_CAMPAIGN_FOR_CREATOR,
  MyKeyDealsQuery as MY_KEY_DEALS,
  RequestKeyMutation as REQUEST_KEY,
  RequestMoreKeysMutation as REQUEST_MORE_KEYS,
  SubmitKeyContentMutation as SUBMIT_KEY_CONTENT,
} from '../../../web/src/keys/operations/creator-key-campaigns.operations.ts';
export {
  AddCodeManagerItemMutation as ADD_CODE_ITEM,
  AddCodesMutation as ADD_CODES,
  AllocateCodesMutation as ALLOCATE_CODES,
  CodeManagerItemsQuery as CODE_MANAGER_ITEMS,
  ItemCodesQuery as ITEM_CODES,
  RevealCodeMutation as REVEAL_CODE,
  DeleteCodeMutation as DELETE_CODE,
  DeleteCodesMutation as DELETE_CODES,
  DeleteCodeManagerItemMutation as DELETE_CODE_MANAGER_ITEM,
  TraceLeakedKeyMutation as TRACE_LEAKED_KEY,
} from '../../../web/src/codes/operations/code-manager.operations.ts';
export {
  CreatorInvitationsQuery as CREATOR_INVITATIONS,
  InviteCreatorsMutation as INVITE_CREATORS,
  ResendCreatorInvitationMutation as RESEND_CREATOR_INVITATION,
} from '../../../web/src/invitations/operations/creator-invitations.operations.ts';
export {
  AddCreatorsToListMutation as ADD_CREATORS_TO_LIST,
  CreateCreatorListMutation as CREATE_CREATOR_LIST,
  CreatorListCreatorsQuery as CREATOR_LIST_CREATORS,
  CreatorListQuery as CREATOR_LIST,
  CreatorListsQuery as CREATOR_LISTS,
  DeleteCreatorListMutation as DELETE_CREATOR_LIST,
  GrantVipAccessMutation as GRANT_VIP_ACCESS,
  InviteCreatorListMutation as INVITE_CREATOR_LIST,
  MyVipAccessQuery as MY_VIP_ACCESS,
  RemoveCreatorsFromListMutation as REMOVE_CREATORS_FROM_LIST,
  RenameCreatorListMutation as RENAME_CREATOR_LIST,
  RevokeVipAccessMutation as REVOKE_VIP_ACCESS,
} from '../../../web/src/creator-lists/operations/creator-lists.operations.ts';
export {
  PlatformVipsQuery as PLATFORM_VIPS,
  RevokePlatformVipMutation as REVOKE_PLATFORM_VIP,
  SetPlatformVipMutation as SET_PLATFORM_VIP,
} from '../../../web/src/creator-lists/operations/platform-vip.operations.ts';
export {
  MyInvitationQuery as MY_INVITATION,
  MyInvitationsQuery as MY_INVITATIONS,
  MyInvitationToQuery as MY_INVITATION_TO,
  RespondToCreatorInvitationMutation as RESPOND_TO_INVITATION,
} from '../../../web/src/invitations/operations/received-invitations.operations.ts';
export {
  CreateCreatorPageMutation as CREATE_CREATOR_PAGE,
  CreatorPageQuery as CREATOR_PAGE,
  DeleteCreatorPageMutation as DELETE_CREATOR_PAGE,
  MyCreatorPageQuery as MY_CREATOR_PAGE,
  MyCreatorPagesQuery as MY_CREATOR_PAGES,
  UpdateCreatorPageMutation as UPDATE_CREATOR_PAGE,
} from '../../../web/src/creator-pages/operations/creator-pages.operations.ts';
export {
  CompanyQuestQuery as COMPANY_QUEST,
  CompanyQuestsQuery as COMPANY_QUESTS,
  QuestParticipantsQuery as QUEST_PARTICIPANTS,
  CreateQuestMutation as CREATE_QUEST,
  SaveQuestStepMutation as SAVE_QUEST_STEP,
  PublishQuestMutation as PUBLISH_QUEST,
  BulkAcceptQuestOffersMutation as BULK_ACCEPT_QUEST_OFFERS,
  ReviewQuestContentMutation as REVIEW_QUEST_CONTENT,
  QuestCartQuery as QUEST_CART,
  StartQuestCheckoutMutation as START_QUEST_CHECKOUT,
  QuestPaymentQuery as QUEST_PAYMENT,
  GiveQuestBadgeMutation as GIVE_QUEST_BADGE,
  DeleteQuestMutation as DELETE_QUEST,
} from '../../../web/src/quests/operations/company-quests.operations.ts';
export { QuestResultsQuery as QUEST_RESULTS } from '../../../web/src/quests/operations/quest-results.operations.ts';
export {
  BrowseQuestsQuery as BROWSE_QUESTS,
  CreatorQuestQuery as CREATOR_QUEST,
  QuestRunQuery as QUEST_RUN,
  QuestKitQuery as QUEST_KIT,
  MyQuestDealsQuery as MY_QUEST_DEALS,
  SubmitQuestOfferMutation as SUBMIT_QUEST_OFFER,
  CounterQuestOfferMutation as COUNTER_QUEST_OFFER,
  AcceptQuestOfferMutation as ACCEPT_QUEST_OFFER,
  DeclineQuestOfferMutation as DECLINE_QUEST_OFFER,
  SubmitQuestContentMutation as SUBMIT_QUEST_CONTENT,
  ConfirmQuestVideoListedMutation as CONFIRM_QUEST_CONTENT_PUBLIC,
  QuestPayoutTimelineQuery as QUEST_PAYOUT_TIMELINE,
  MyWalletQuery as MY_WALLET,
} from '../../../web/src/quests/operations/creator-quests.operations.ts';
export {
  EditProgramAnnouncementMutation as EDIT_PROGRAM_ANNOUNCEMENT,
  MyCreatorProgramQuery as MY_CREATOR_PROGRAM,
  PostProgramAnnouncementMutation as POST_PROGRAM_ANNOUNCEMENT,
  ProgramAnnouncementsQuery as PROGRAM_ANNOUNCEMENTS,
  ProgramApplicationsQuery as PROGRAM_APPLICATIONS,
  ReviewProgramApplicationsMutation as REVIEW_PROGRAM_APPLICATIONS,
  SaveCreatorProgramMutation as SAVE_CREATOR_PROGRAM,
  CompanyCustomDomainQuery as COMPANY_CUSTOM_DOMAIN,
  SetCompanyCustomDomainMutation as SET_COMPANY_CUSTOM_DOMAIN,
  CheckCompanyCustomDomainMutation as CHECK_COMPANY_CUSTOM_DOMAIN,
} from '../../../web/src/programs/operations/company-creator-program.operations.ts';
export {
  ApplyToCreatorProgramMutation as APPLY_TO_PROGRAM,
  CreatorProgramPageQuery as CREATOR_PROGRAM_PAGE,
  CreatorProgramsQuery as CREATOR_PROGRAMS,
  MyProgramMembershipsQuery as MY_PROGRAM_MEMBERSHIPS,
  ProgramEligibilityQuery as PROGRAM_ELIGIBILITY,
  ProgramActivationsQuery as PROGRAM_ACTIVATIONS,
  OpenProgramActivationQuery as OPEN_PROGRAM_ACTIVATION,
} from '../../../web/src/programs/operations/creator-programs.operations.ts';
export {
  CompanyMissionQuery as COMPANY_MISSION,
  CompanyMissionsQuery as COMPANY_MISSIONS,
  CreateMissionMutation as CREATE_MISSION,
  MissionRunsQuery as MISSION_RUNS,
  PublishMissionMutation as PUBLISH_MISSION,
  ReviewMissionRunsMutation as REVIEW_MISSION_RUNS,
  UnpublishMissionMutation as UNPUBLISH_MISSION,
  UpdateMissionMutation as UPDATE_MISSION,
  DeleteMissionMutation as DELETE_MISSION,
} from '../../../web/src/missions/operations/company-missions.operations.ts';
export {
  ClaimMissionKitMutation as CLAIM_MISSION_KIT,
  ClaimMissionRewardsMutation as CLAIM_MISSION_REWARDS,
  CreatorMissionQuery as CREATOR_MISSION,
  JoinMissionMutation as JOIN_MISSION,
  MissionFeedQuery as MISSION_FEED,
  MyMissionRunsQuery as MY_MISSION_RUNS,
  ProgramMissionsQuery as PROGRAM_MISSIONS,
  StartNextMissionRunMutation as START_NEXT_MISSION_RUN,
  SubmitMissionContentMutation as SUBMIT_MISSION_CONTENT,
} from '../../../web/src/missions/operations/creator-missions.operations.ts';

/** A whole Creator Program as the edit wizard sends it. */
export function programValues(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pixel Forge Creators',
    description: 'Early builds and a direct line to the team.',
    visibility: 'discoverable',
    requirements: {
      audience: NO_AUDIENCE_THRESHOLDS,
      location: { countries: [], continents: [] },
      languages: [],
    },
    perks: ['Early access builds'],
    keyAccess: { mode: 'all' },
    questAccess: { mode: 'all' },
    questions: [{ text: 'Which games do you stream?', required: true }],
    codeOfConduct: 'Be kind and disclose sponsorships.',
    ...overrides,
  };
}

/** A whole mission as the setup wizard sends it: one CUSTOM URL criterion and a custom reward. */
export { HeldMissionsQuery as HELD_MISSIONS } from '../../../web/src/missions/operations/staff-missions.operations.ts';
export { ReviewHeldActivationMutation as REVIEW_HELD_ACTIVATION } from '../../../web/src/publishing/operations/held-activations.operations.ts';
export function missionValues(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Share your best clip',
    description: 'Post a clip of the demo and send us the link.',
    kit: null,
    gameIds: ['Pixel Forge'],
    startDate: new Date(Date.now() + 60_000).toISOString(),
    endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    automaticReview: true,
    repeatCount: 1,
    criteria: [{ operator: 'AND', criteria: [{ metricType: 'CUSTOM', amount: 1, description: 'A clip link', submissionType: 'url' }] }],
    rewards: [{ kind: 'custom', name: 'Studio visit', description: 'Meet the team', agreement: true }],
    ...overrides,
  };
}
// company
export {
  CompanyInfoQuery as COMPANY_INFO,
  UpdateCompanyInfoMutation as UPDATE_COMPANY_INFO,
} from '../../../web/src/accounts/operations/company-info.operations.ts';
export {
  AddNoteCommentMutation as ADD_NOTE_COMMENT,
  AddNoteMutation as ADD_NOTE,
  DeleteNoteMutation as DELETE_NOTE,
  EditNoteMutation as EDIT_NOTE,
  NotesQuery as NOTES,
} from '../../../web/src/notes/operations/notes.operations.ts';
export {
  AddWebhookEndpointMutation as ADD_WEBHOOK_ENDPOINT,
  RemoveWebhookEndpointMutation as REMOVE_WEBHOOK_ENDPOINT,
  ResendWebhookDeliveryMutation as RESEND_WEBHOOK_DELIVERY,
  RollWebhookSecretMutation as ROLL_WEBHOOK_SECRET,
  WebhookDeliveriesQuery as WEBHOOK_DELIVERIES,
  WebhookEndpointsQuery as WEBHOOK_ENDPOINTS,
} from '../../../web/src/webhooks/operations/webhooks.operations.ts';
export { CompanyKeyParticipantsQuery as COMPANY_KEY_PARTICIPANTS } from '../../../web/src/publishing/operations/creator-management.operations.ts';
export {
  DisconnectConnectionMutation as DISCONNECT_CONNECTION,
  MyConnectionsQuery as MY_CONNECTIONS,
  ReAuthToastGetUserConnectionsQuery as REAUTH_CONNECTIONS,
} from '../../../web/src/connections/operations/connections.operations.ts';
export {
  MyCreatorAccessQuery as MY_CREATOR_ACCESS,
  RequestCreatorAccessMutation as REQUEST_CREATOR_ACCESS,
} from '../../../web/src/accounts/operations/creator-access.operations.ts';
export {
  OpenReportsQuery as OPEN_REPORTS,
  ReportUsersMutation as REPORT_USERS,
  ReviewReportMutation as REVIEW_REPORT,
} from '../../../web/src/reports/operations/reports.operations.ts';
export {
  BuyShopItemMutation as BUY_SHOP_ITEM,
  CreateShopItemMutation as CREATE_SHOP_ITEM,
  CreatorShopQuery as CREATOR_SHOP,
  CreatorShopOrdersQuery as CREATOR_SHOP_ORDERS,
  ShopItemsQuery as SHOP_ITEMS,
} from '../../../web/src/shop/operations/shop.operations.ts';
export {
  MyProfileQuery as MY_PROFILE,
  RemoveProfilePictureMutation as REMOVE_PROFILE_PICTURE,
  SaveAddressMutation as SAVE_ADDRESS,
  SaveNotificationSettingsMutation as SAVE_NOTIFICATION_SETTINGS,
  SavePersonalInfoMutation as SAVE_PERSONAL_INFO,
} from '../../../web/src/accounts/operations/profile.operations.ts';
export {
  AnalyticsPageQuery as ANALYTICS_PAGE,
  CreateAnalyticsPageMutation as CREATE_ANALYTICS_PAGE,
  DeleteAnalyticsPageMutation as DELETE_ANALYTICS_PAGE,
  MyAnalyticsPagesQuery as MY_ANALYTICS_PAGES,
  UpdateAnalyticsPageMutation as UPDATE_ANALYTICS_PAGE,
} from '../../../web/src/creator-pages/operations/analytics-pages.operations.ts';
export {
  MyCreatorOnboardingQuery as MY_CREATOR_ONBOARDING,
  SaveCreatorOnboardingMutation as SAVE_CREATOR_ONBOARDING,
} from '../../../web/src/accounts/operations/creator-onboarding.operations.ts';
export {
  CreatorTopicQuery as CREATOR_TOPIC,
  CreatorTopicsQuery as CREATOR_TOPICS,
  FollowTopicMutation as FOLLOW_TOPIC,
} from '../../../web/src/accounts/operations/creator-topics.operations.ts';
export {
  MarkNotificationsReadMutation as MARK_NOTIFICATIONS_READ,
  MyNotificationsQuery as MY_NOTIFICATIONS,
} from '../../../web/src/notifications/operations/notifications.operations.ts';
// public experience
export {
  FeaturedCreatorsQuery as FEATURED_CREATORS,
  PublicCreatorProgramsQuery as PUBLIC_CREATOR_PROGRAMS,
  PublicFiguresQuery as PUBLIC_FIGURES,
  PublicKeyCampaignQuery as PUBLIC_KEY_CAMPAIGN,
  PublicKeyCampaignsQuery as PUBLIC_KEY_CAMPAIGNS,
  PublicQuestsQuery as PUBLIC_QUESTS,
} from '../../../web/src/explore/operations/explore.operations.ts';
export {
  AddGameFeedMutation as ADD_GAME_FEED,
  GameFeedsQuery as GAME_FEEDS,
  GameListQuery as GAME_LIST,
  GameNewsArticleQuery as GAME_NEWS_ARTICLE,
  PublicCompanyQuery as PUBLIC_COMPANY,
  PublicGameQuery as PUBLIC_GAME,
} from '../../../web/src/games/operations/games.operations.ts';
// insights
export { CompanyReportQuery as COMPANY_REPORT } from '../../../web/src/reporting/operations/reporting.operations.ts';
export {
  DeleteInsightsFilterMutation as DELETE_INSIGHTS_FILTER,
  InsightsCreatorPostsQuery as INSIGHTS_CREATOR_POSTS,
  InsightsCreatorQuery as INSIGHTS_CREATOR,
  InsightsCreatorsQuery as INSIGHTS_CREATORS,
  InsightsExportQuotaQuery as INSIGHTS_EXPORT_QUOTA,
  InsightsGameQuery as INSIGHTS_GAME,
  InsightsPostQuery as INSIGHTS_POST,
  InsightsGameSearchQuery as INSIGHTS_GAME_SEARCH,
  InsightsGamesQuery as INSIGHTS_GAMES,
  SavedInsightsFiltersQuery as SAVED_INSIGHTS_FILTERS,
  SaveInsightsFilterMutation as SAVE_INSIGHTS_FILTER,
} from '../../../web/src/insights/operations/insights.operations.ts';
export {
  AddToShortlistMutation as ADD_TO_SHORTLIST,
  InsightsShortlistQuery as INSIGHTS_SHORTLIST,
  RemoveFromShortlistMutation as REMOVE_FROM_SHORTLIST,
} from '../../../web/src/insights/operations/shortlists.operations.ts';
export { CompanyHomeQuery as COMPANY_HOME } from '../../../web/src/insights/operations/company-home.operations.ts';
export { CompanyRunEventsQuery as COMPANY_RUN_EVENTS } from '../../../web/src/reporting/operations/run-timeline.operations.ts';
export {
  BillingInvoicesQuery as BILLING_INVOICES,
  BillingOverviewQuery as BILLING_OVERVIEW,
  BillingPlansQuery as BILLING_PLANS,
  BillingStatementsQuery as BILLING_STATEMENTS,
  CancelPlanMutation as CANCEL_PLAN,
  ChoosePlanMutation as CHOOSE_PLAN,
  StartPaymentUpdateMutation as START_PAYMENT_UPDATE,
} from '../../../web/src/billing/operations/billing.operations.ts';
export {
  BillingDetailsQuery as BILLING_DETAILS,
  TaxDocumentQuery as TAX_DOCUMENT,
  TaxDocumentsQuery as TAX_DOCUMENTS,
  UpdateBillingDetailsMutation as UPDATE_BILLING_DETAILS,
} from '../../../web/src/billing/operations/tax-documents.operations.ts';
export {
  ChangeMatchmakingSelectionMutation as CHANGE_MATCHMAKING_SELECTION,
  ClearMatchmakingSelectionMutation as CLEAR_MATCHMAKING_SELECTION,
  GenerateMatchmakingListMutation as GENERATE_MATCHMAKING_LIST,
  InviteMatchmakingSelectionMutation as INVITE_MATCHMAKING_SELECTION,
  LoosenMatchmakingListMutation as LOOSEN_MATCHMAKING_LIST,
  MatchmakingListQuery as MATCHMAKING_LIST,
  MatchmakingListsQuery as MATCHMAKING_LISTS,
} from '../../../web/src/matchmaking/operations/matchmaking.operations.ts';
export { CreatorHomeQuery as CREATOR_HOME } from '../../../web/src/insights/operations/creator-home.operations.ts';
export {
  CompanyPageSettingsQuery as COMPANY_PAGE_SETTINGS,
  SaveCompanyPageSettingsMutation as SAVE_COMPANY_PAGE_SETTINGS,
} from '../../../web/src/accounts/operations/company-page.operations.ts';
export {
  CompanyQuestRunsQuery as COMPANY_QUEST_RUNS,
  CompanyMissionRunsQuery as COMPANY_MISSION_RUNS,
} from '../../../web/src/publishing/operations/creator-management.operations.ts';
import { uniqueName } from '../testing/unique-name.ts';
export {
  ApiTokensQuery as API_TOKENS,
  CreateApiTokenMutation as CREATE_API_TOKEN,
  RevokeApiTokenMutation as REVOKE_API_TOKEN,
} from '../../../web/src/api-tokens/operations/api-tokens.operations.ts';
