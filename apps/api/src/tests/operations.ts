/** The web app's own documents, under the names the API tests use. */
export {
  ChangePasswordMutation as CHANGE_PASSWORD,
  DeleteAccountMutation as DELETE_ACCOUNT,
  MeQuery as ME,
  RegisterCompanyMutation as REGISTER_COMPANY,
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

let counter = 0;
/** Unique, valid registration fields for one test. */
export function newCompanyInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
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
  ReviewHeldKeyCampaignMutation as REVIEW_HELD_KEY_CAMPAIGN,
  ReviewKeyParticipantsMutation as REVIEW_KEY_PARTICIPANTS,
  SaveKeyCampaignStepMutation as SAVE_KEY_CAMPAIGN_STEP,
  SendCreatorKitCodesAgainMutation as SEND_KIT_AGAIN,
  UnpublishKeyCampaignMutation as UNPUBLISH_KEY_CAMPAIGN,
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
  MyInvitationQuery as MY_INVITATION,
  MyInvitationsQuery as MY_INVITATIONS,
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
// company (issue 12)
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
export { CompanyKeyParticipantsQuery as COMPANY_KEY_PARTICIPANTS } from '../../../web/src/creator-management/operations/creator-management.operations.ts';
