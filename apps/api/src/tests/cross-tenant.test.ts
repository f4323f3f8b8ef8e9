import type { GraphQLArgument, GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, type Orm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { schema } from '../graphql/schema.ts';
import { getNamedType, isInputObjectType } from '../graphql/shared/graphql-runtime.ts';
import { ownerWithJoinedMember, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { BearerClient } from '../testing/bearer-client.ts';
import { API_TOKEN_SCOPES } from '@lurkit/core/api-tokens/domain/api-token.schema.ts';
import { ownerWithJoinedMemberOnPlan, signedInCompanyOnPlan } from '../testing/billing-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { sql } from '../testing/direct-db.ts';
import { signInThroughSandbox } from '../testing/oauth-sandbox.ts';
import {
  INVITE_CREATORS,
  ADD_CODE_ITEM,
  ADD_CODES,
  CODE_MANAGER_ITEMS,
  ITEM_CODES,
  COMPANY_KEY_CAMPAIGN,
  COMPANY_MEMBERS,
  CREATE_KEY_CAMPAIGN,
  INVITE_MEMBER,
  REQUEST_KEY,
  CREATE_CREATOR_LIST,
  ADD_CREATORS_TO_LIST,
  GRANT_VIP_ACCESS,
  SET_PLATFORM_VIP,
  CREATE_CREATOR_PAGE,
  CREATE_ANALYTICS_PAGE,
  CREATE_QUEST,
  START_QUEST_CHECKOUT,
  SAVE_CREATOR_PROGRAM,
  APPLY_TO_PROGRAM,
  REVIEW_PROGRAM_APPLICATIONS,
  POST_PROGRAM_ANNOUNCEMENT,
  CREATE_MISSION,
  JOIN_MISSION,
  MY_CREATOR_PROGRAM,
  COMPANY_MISSION,
  programValues,
  missionValues,
  ADD_NOTE,
  ADD_NOTE_COMMENT,
  MY_CONNECTIONS,
  REPORT_USERS,
  CREATE_SHOP_ITEM,
  SAVE_INSIGHTS_FILTER,
  SAVED_INSIGHTS_FILTERS,
  ADD_TO_SHORTLIST,
  GENERATE_MATCHMAKING_LIST,
  CHANGE_MATCHMAKING_SELECTION,
  COMPANY_REPORT,
  COMPANY_RUN_EVENTS,
  CREATOR_INVITATIONS,
  MY_INVITATION_TO,
  COMPANY_CUSTOM_DOMAIN,
  SET_COMPANY_CUSTOM_DOMAIN,
  CHECK_COMPANY_CUSTOM_DOMAIN,
  CREATE_API_TOKEN,
  ADD_WEBHOOK_ENDPOINT,
} from './operations.ts';
import { aStream, recordStatistics } from '../testing/insights-world.ts';
import { aFilledQuest, anAcceptedOffer, approveCreatorForQuests, generalStep, publishQuest } from '../testing/quests-world.ts';
import { putKeyCampaignLive, reviewCompanyOfKeyCampaign } from '../testing/keys-world.ts';
import { importUtmReport } from '../testing/attribution-world.ts';

/**
 * Every operation that takes an id is called, by someone who must not reach that thing, with an id
 * of another company's: a user of another company, a creator, a signed-out visitor (and for staff
 * operations a company owner). Each must answer a refusal with a stable code, no data, and leave
 * the thing as it was. The list of operations comes from the schema, so an operation that takes an
 * id and has no case here fails the first test: every later slice is covered by construction.
 */
const app = useTestApp();

type World = Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const victim = await ownerWithJoinedMemberOnPlan(app);
  const invite = await victim.owner.client.op(INVITE_MEMBER, { email: 'pending.member@example.com' });
  const invitationId = invite.data!.inviteCompanyMember.id;
  const otherCompany = await signedInCompanyOnPlan(app);
  const creator = await signedInCreator(app);
  const staff = await signedInStaff(app);
  const keys = await victimKeyCampaigns(victim);
  const quests = await victimQuests(victim, keys.victimCreator.username);
  const programs = await victimProgram(victim, keys.victimCreator);
  const insights = await victimInsights(victim, keys.victimCreatorId);
  const matchmaking = await victimMatchmaking(victim, keys.liveCampaignId, keys.victimCreatorId, insights.statisticsGameId);
  const attribution = await victimAttribution(victim, keys.liveCampaignId, keys.victimCreatorId);
  const invitations = await victimActivationInvitations(victim, { ...quests, ...programs, victimCreatorId: keys.victimCreatorId });
  const attackerListId = (await otherCompany.client.op(CREATE_CREATOR_LIST, { name: 'Attacker list' })).data!.createCreatorList.id;
  await otherCompany.client.op(ADD_CREATORS_TO_LIST, { listId: attackerListId, creatorIds: [keys.bystanderId] });
  const shopItem = await staff.client.op(CREATE_SHOP_ITEM, { name: 'Victim-era hoodie', description: 'Black.', priceCoins: 100, stock: 1 });
  const shopItemId = shopItem.data!.createShopItem.id;
  expect((await staff.client.op(SET_PLATFORM_VIP, { input: { creatorId: keys.bystanderId } })).errors).toEqual([]);
  const notificationId = globalThis.crypto.randomUUID();
  await sql(
    app.databaseUrl,
    `insert into user_notification (id, user_id, kind, title, path, created_at) values (?, ?, 'invitations', 'Victim invite', '/invitations/x', now())`,
    [notificationId, keys.victimCreatorId],
  );
  const taxDocumentId = await victimInvoice(victim.companyId);
  const apiTokens = await apiTokensOf(victim, otherCompany);
  return {
    victim,
    ...apiTokens,
    taxDocumentId,
    invitationId,
    otherCompany,
    creator,
    staff,
    shopItemId,
    notificationId,
    ...keys,
    ...quests,
    ...programs,
    ...insights,
    ...matchmaking,
    ...invitations,
    ...attribution,
    attackerListId,
  };
}

/** The victim's API token, and another company's token with every scope: it attacks beside its owner's session. */
async function apiTokensOf(victim: { owner: { client: HttpClient } }, otherCompany: { client: HttpClient }) {
  const create = (client: HttpClient) => client.op(CREATE_API_TOKEN, { name: 'Sync', scopes: [...API_TOKEN_SCOPES] });
  const victimToken = (await create(victim.owner.client)).data!.createApiToken.token.id;
  const attacker = (await create(otherCompany.client)).data!.createApiToken.value;
  return { victimTokenId: victimToken, otherCompanyToken: new BearerClient(app.localUrl, attacker) };
}

/** The victim's live Key campaign about a Steam game, and a UTM report of it imported with one row for its creator. */
async function victimAttribution(
  victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>,
  liveCampaignId: string,
  victimCreatorId: string,
) {
  const victimSteamAppId = 1145360;
  await sql(app.databaseUrl, `update key_campaign set game = jsonb_set(game, '{steamAppId}', to_jsonb(?::int)) where id = ?`, [
    victimSteamAppId,
    liveCampaignId,
  ]);
  const csv = `date,utm_source,utm_campaign,utm_content,visits,wishlists\n2026-11-01,lurkit,${liveCampaignId},${victimCreatorId},40,7\n`;
  expect((await importUtmReport(victim.owner.client, victimSteamAppId, csv)).status).toBe(200);
  return { victimSteamAppId };
}

/**
 * Invitations to the victim's Quest, Mission and Creator Program: its creator by user id to each, and an
 * email invite to the Quest. (The company was verified with its Key campaigns: only verified ones invite.)
 */
async function victimActivationInvitations(
  victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>,
  ids: { liveQuestId: string; missionId: string; programId: string; victimCreatorId: string },
) {
  const activations = { QUEST: ids.liveQuestId, MISSION: ids.missionId, CREATOR_PROGRAM: ids.programId } as const;
  for (const [activationType, activationId] of Object.entries(activations)) {
    const invited = await victim.owner.client.op(INVITE_CREATORS, {
      input: {
        activationType: activationType as keyof typeof activations,
        activationId,
        inviteType: 'USERID',
        userIds: [ids.victimCreatorId],
      },
    });
    expect(invited.data?.inviteCreators.invited, activationType).toBe(1);
    const vip = await victim.owner.client.op(GRANT_VIP_ACCESS, {
      input: { activationType: activationType as keyof typeof activations, activationId, creatorId: ids.victimCreatorId },
    });
    expect(vip.errors, activationType).toEqual([]);
  }
  const byMail = await victim.owner.client.op(INVITE_CREATORS, {
    input: { activationType: 'QUEST', activationId: ids.liveQuestId, inviteType: 'EMAIL', emails: 'quest.invitee@example.com' },
  });
  expect(byMail.data?.inviteCreators.invited).toBe(1);
  const rows = await sql<{ id: string; invite_type: string }>(
    app.databaseUrl,
    `select id, invite_type from creator_invitation where activation_type = 'QUEST' and activation_id = ?`,
    [ids.liveQuestId],
  );
  return {
    questUserIdInvitationId: rows.find((r) => r.invite_type === 'USERID')!.id,
    questEmailInvitationId: rows.find((r) => r.invite_type === 'EMAIL')!.id,
  };
}

/** A matchmaking list of the victim's for its live Key campaign, with the victim's creator selected. */
async function victimMatchmaking(
  victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>,
  liveCampaignId: string,
  victimCreatorId: string,
  statisticsGameId: string,
) {
  // Test creators have no channels; a place makes the creator a candidate, as a channel sync would.
  await sql(app.databaseUrl, `update creator_statistics_summary set country = 'SE' where creator_id = ?`, [victimCreatorId]);
  const generated = await victim.owner.client.op(GENERATE_MATCHMAKING_LIST, {
    input: {
      activationType: 'KEY',
      activationId: liveCampaignId,
      objective: 'AWARENESS',
      gameId: statisticsGameId,
      totalBudgetCents: 1_000_000,
      maxBidPerHourWatchedCents: 100,
      hoursPerCreator: 2,
    },
  });
  expect(generated.errors).toEqual([]);
  const matchmakingListId = generated.data!.generateMatchmakingList.id;
  const selected = await victim.owner.client.op(CHANGE_MATCHMAKING_SELECTION, { listId: matchmakingListId, select: [victimCreatorId] });
  expect(selected.data?.changeMatchmakingSelection.selectedCreatorIds).toEqual([victimCreatorId]);
  return { matchmakingListId };
}

/** Statistics of the victim's creator on a game, and a filter the victim saved. */
async function victimInsights(victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>, victimCreatorId: string) {
  const statisticsGameId = globalThis.crypto.randomUUID();
  // A video too, for other companies to shortlist by design while the stream stays only the victim's.
  const video = { ...aStream(victimCreatorId, statisticsGameId, 0), type: 'VIDEO' as const, title: 'Victim video' };
  await recordStatistics(
    app,
    [{ id: statisticsGameId, name: 'Victim statistics game' }],
    [aStream(victimCreatorId, statisticsGameId, 40), video],
  );
  const saved = await victim.owner.client.op(SAVE_INSIGHTS_FILTER, { name: 'Victim filter', options: { gameIds: [statisticsGameId] } });
  expect(saved.errors).toEqual([]);
  const [post] = await sql<{ id: string }>(app.databaseUrl, "select id from creator_post where creator_id = ? and type = 'STREAM'", [
    victimCreatorId,
  ]);
  const [videoPost] = await sql<{ id: string }>(app.databaseUrl, "select id from creator_post where creator_id = ? and type = 'VIDEO'", [
    victimCreatorId,
  ]);
  const shortlisted = await victim.owner.client.op(ADD_TO_SHORTLIST, { postId: post!.id });
  expect(shortlisted.errors).toEqual([]);
  return { statisticsGameId, savedFilterId: saved.data!.saveInsightsFilter.id, victimPostId: post!.id, victimVideoPostId: videoPost!.id };
}

/** The victim's Creator Program with an accepted member, an announcement, and a live mission the member joined. */
async function victimProgram(victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>, member: { client: HttpClient }) {
  const saved = await victim.owner.client.op(SAVE_CREATOR_PROGRAM, { values: programValues({ visibility: 'hidden', questions: [] }) });
  expect(saved.errors).toEqual([]);
  const programId = saved.data!.saveCreatorProgram.id;
  const applied = await member.client.op(APPLY_TO_PROGRAM, { programId, answers: [], acceptCodeOfConduct: true });
  const applicationId = applied.data!.applyToCreatorProgram.id;
  expect(
    (await victim.owner.client.op(REVIEW_PROGRAM_APPLICATIONS, { applicationIds: [applicationId], decision: 'accept' })).errors,
  ).toEqual([]);
  const posted = await victim.owner.client.op(POST_PROGRAM_ANNOUNCEMENT, { programId, title: 'Members only', text: 'Secret roadmap' });
  const created = await victim.owner.client.op(CREATE_MISSION, { values: missionValues({ kit: 'Secret kit' }) });
  const missionId = created.data!.createMission.id;
  // Live as if published and started (the publish checks and review hold have their own tests).
  await sql(app.databaseUrl, `update mission set publish_state = 'published', start_date = now() - interval '1 minute' where id = ?`, [
    missionId,
  ]);
  const joined = await member.client.op(JOIN_MISSION, { missionId });
  expect(joined.errors).toEqual([]);
  return {
    programId,
    applicationId,
    announcementId: posted.data!.postProgramAnnouncement.id,
    missionId,
    runId: joined.data!.joinMission.id,
    rewardId: created.data!.createMission.rewards[0]!.id,
  };
}

/** The victim's Key campaigns: a draft, and a live one a creator of theirs requested a key on. */
async function victimKeyCampaigns(victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>) {
  const create = async (name: string) =>
    (await victim.owner.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name })).data!.createKeyCampaign.id;
  const draftCampaignId = await create('Draft keys');
  const liveCampaignId = await create('Live keys');
  await putKeyCampaignLive(app, liveCampaignId);
  const victimCreator = await signedInCreator(app);
  const requested = await victimCreator.client.op(REQUEST_KEY, { campaignId: liveCampaignId });
  expect(requested.errors).toEqual([]);
  const item = await victim.owner.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Victim game', game: 'Victim game' } });
  const itemId = item.data!.addCodeManagerItem.id;
  expect((await victim.owner.client.op(ADD_CODES, { itemId, platform: 'STEAM', codes: 'VICTIM-1\nVICTIM-2' })).errors).toEqual([]);
  const codeId = (await victim.owner.client.op(ITEM_CODES, { itemId })).data!.itemCodes.edges[0]!.node.id;
  await reviewCompanyOfKeyCampaign(app, liveCampaignId);
  const invited = await victim.owner.client.op(INVITE_CREATORS, {
    input: { activationType: 'KEY', activationId: liveCampaignId, inviteType: 'EMAIL', emails: 'invitee@example.com' },
  });
  expect(invited.data?.inviteCreators.invited).toBe(1);
  const [invitation] = await sql<{ id: string }>(app.databaseUrl, 'select id from creator_invitation where activation_id = ?', [
    liveCampaignId,
  ]);
  const [victimCreatorRow] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [
    victimCreator.username,
  ]);
  const victimCreatorId = victimCreatorRow!.id;
  const bystander = await signedInCreator(app);
  const [bystanderRow] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [bystander.username]);
  const listId = (await victim.owner.client.op(CREATE_CREATOR_LIST, { name: 'Victim list' })).data!.createCreatorList.id;
  expect((await victim.owner.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [victimCreatorId] })).errors).toEqual([]);
  const vip = await victim.owner.client.op(GRANT_VIP_ACCESS, {
    input: { activationType: 'KEY', activationId: liveCampaignId, creatorId: victimCreatorId },
  });
  expect(vip.errors).toEqual([]);
  const page = await victimCreator.client.op(CREATE_CREATOR_PAGE, {
    input: { slug: 'victim-page', title: 'Victim page', links: [] },
  });
  expect(page.errors).toEqual([]);
  const analyticsPage = await victimCreator.client.op(CREATE_ANALYTICS_PAGE, {
    input: { name: 'victim-stats', period: 'LAST_90_DAYS', figures: ['hoursWatched'] },
  });
  expect(analyticsPage.errors).toEqual([]);
  const noteId = (await victim.owner.client.op(ADD_NOTE, { subject: { kind: 'CREATOR', id: victimCreatorId }, text: 'Victim note' })).data!
    .addNote;
  const noteCommentId = (await victim.owner.client.op(ADD_NOTE_COMMENT, { noteId, text: 'Victim comment' })).data!.addNoteComment;
  await signInThroughSandbox(victimCreator.client, 'twitch', 'victimstreamer');
  const connectionId = (await victimCreator.client.op(MY_CONNECTIONS)).data!.legacyMe.userConnections[0]!.id;
  const reported = await victim.owner.client.op(REPORT_USERS, { reportedUserIds: [bystanderRow!.id], reason: 'spam' });
  expect(reported.errors).toEqual([]);
  const webhooks = await victimWebhookDelivery(victim);
  return {
    ...webhooks,
    reportId: reported.data!.reportUsers.id,
    noteId,
    noteCommentId,
    connectionId,
    creatorPageId: page.data!.createCreatorPage.id,
    analyticsPageId: analyticsPage.data!.createAnalyticsPage.id,
    listId,
    victimCreatorId,
    bystanderId: bystanderRow!.id,
    draftCampaignId,
    liveCampaignId,
    participantId: requested.data!.requestKey.id,
    victimCreator,
    itemId,
    codeId,
    invitationId2: invitation!.id,
  };
}

/** The victim's Quests: a draft, and a live one with a creator's accepted offer and an open checkout. */
async function victimQuests(victim: Awaited<ReturnType<typeof ownerWithJoinedMember>>, victimCreatorUsername: string) {
  const draftQuestId = (await victim.owner.client.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep('Draft quest') })).data!
    .createQuest.id;
  const liveQuestId = await aFilledQuest(app, victim.owner.client, 'Live quest');
  await publishQuest(app, victim.owner.client, liveQuestId);
  const questCreator = await signedInCreator(app);
  await approveCreatorForQuests(app, questCreator.username);
  await approveCreatorForQuests(app, victimCreatorUsername);
  const runId = await anAcceptedOffer(questCreator.client, victim.owner.client, liveQuestId);
  const checkout = await victim.owner.client.op(START_QUEST_CHECKOUT);
  expect(checkout.errors).toEqual([]);
  return { draftQuestId, liveQuestId, runId, paymentId: checkout.data!.startQuestCheckout.id };
}

/** An invoice of the victim's, as a paid checkout would have issued it. */
async function victimInvoice(companyId: string): Promise<string> {
  const id = globalThis.crypto.randomUUID();
  const party = JSON.stringify({ legalName: 'Victim AB', addressLines: ['Street 1'], country: 'SE', vatNumber: null });
  const tax = JSON.stringify({
    treatment: 'domestic',
    rateBasisPoints: 2500,
    label: 'VAT 25%',
    note: null,
    net: 800,
    vat: 200,
    gross: 1000,
  });
  await sql(
    app.databaseUrl,
    `insert into tax_document (id, kind, series, sequence, number, company_id, seller, buyer, lines, tax, issued_at, source_kind, source_id, ledger_transaction_id)
     values (?, 'invoice', 'XT', 1, 'XT-000001', ?, ?::jsonb, ?::jsonb, '[]'::jsonb, ?::jsonb, now(), 'questCheckout', ?, ?)`,
    [id, companyId, party, party, tax, `victim-${id}`, id],
  );
  return id;
}

interface Case {
  /** Raw text: the request an attacker would send, not necessarily one the web app sends. */
  document: string;
  variables: (world: World) => Record<string, unknown>;
  /** Who, besides the outsiders every case gets, must be refused. */
  alsoRefused?: (world: World) => HttpClient[];
  /**
   * Outsiders the operation serves by design (a hidden program's page is open to whoever has its link;
   * any creator may apply to a program). They are not refused: `allowed` checks what they get instead,
   * and the victim's state is compared before they call.
   */
  byDesign?: { who: ('otherCompany' | 'creator' | 'signedOut')[]; allowed: (answer: { data: unknown; errors: unknown[] }) => void };
}

const CASES: Record<string, Case> = {
  'Query.steamGameAttribution': {
    document: 'query Attack($id: ID!) { steamGameAttribution(appId: $id) { rows { creatorId wishlists } } }',
    variables: (w) => ({ id: String(w.victimSteamAppId) }),
  },
  'Query.myTrackedLink': {
    document: 'query Attack($id: ID!) { myTrackedLink(kind: KEY, activationId: $id) { path storeUrl } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Query.taxDocument': {
    document: 'query Attack($id: ID!) { taxDocument(id: $id) { id number buyer { legalName } tax { gross { cents } } } }',
    variables: (w) => ({ id: w.taxDocumentId }),
  },
  'Query.companyQuest': {
    document: 'query Attack($id: ID!) { companyQuest(id: $id) { quest { id name } } }',
    variables: (w) => ({ id: w.liveQuestId }),
  },
  'Query.questParticipants': {
    document: 'query Attack($id: ID!) { questParticipants(questId: $id, tab: offers) { edges { node { id } } } }',
    variables: (w) => ({ id: w.liveQuestId }),
  },
  'Query.questResults': {
    document: 'query Attack($id: ID!) { questResults(questId: $id) { totals { creators spent { cents } } content { url } } }',
    variables: (w) => ({ id: w.liveQuestId }),
  },
  'Query.quest': {
    document: 'query Attack($id: ID!) { quest(id: $id) { quest { id name } } }',
    variables: (w) => ({ id: w.draftQuestId }),
  },
  'Query.questRun': {
    document: 'query Attack($id: ID!) { questRun(id: $id) { id status bids { amount { cents } } } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Query.questKit': {
    document: 'query Attack($id: ID!) { questKit(runId: $id) { assetUrl keys { platform code } } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Query.questPayment': {
    document: 'query Attack($id: ID!) { questPayment(id: $id) { id total { cents } } }',
    variables: (w) => ({ id: w.paymentId }),
  },
  'Mutation.saveQuestStep': {
    document: 'mutation Attack($id: ID!) { saveQuestStep(id: $id, step: goalsAndInfo, values: { talkingPoints: ["Pwned"] }) { id } }',
    variables: (w) => ({ id: w.draftQuestId }),
  },
  'Mutation.publishQuest': {
    document: 'mutation Attack($id: ID!) { publishQuest(id: $id) { status } }',
    variables: (w) => ({ id: w.draftQuestId }),
  },
  'Mutation.unpublishQuest': {
    document: 'mutation Attack($id: ID!) { unpublishQuest(id: $id) { status } }',
    variables: (w) => ({ id: w.liveQuestId }),
  },
  'Mutation.deleteQuest': {
    document: 'mutation Attack($id: ID!) { deleteQuest(id: $id) { id archived } }',
    variables: (w) => ({ id: w.draftQuestId }),
  },
  'Mutation.bulkAcceptQuestOffers': {
    document: 'mutation Attack($id: ID!) { bulkAcceptQuestOffers(runIds: [$id]) { cart { total { cents } } } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.reviewQuestContent': {
    document: 'mutation Attack($id: ID!) { reviewQuestContent(runId: $id, decision: "approve") { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.openQuestDispute': {
    document:
      'mutation Attack($id: ID!) { openQuestDispute(runId: $id, reason: "Someone else wants this deal frozen for no reason.") { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.decideQuestDispute': {
    document: 'mutation Attack($id: ID!) { decideQuestDispute(runId: $id, decision: refund, note: "Refund me.") { id } }',
    variables: (w) => ({ id: w.runId }),
    // Only staff decide: not even the company whose deal it is.
    alsoRefused: (w) => [w.victim.owner.client],
  },
  'Mutation.giveQuestBadge': {
    document: 'mutation Attack($id: ID!) { giveQuestBadge(runId: $id, badge: GREAT_PARTNER) { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.submitQuestOffer': {
    document: `mutation Attack($id: ID!) { submitQuestOffer(questId: $id, deliveryType: open, platform: twitch, amountCents: 5000,
      contentLengthMinutes: 10, contentType: Stream, agreementConfirmed: true) { id } }`,
    variables: (w) => ({ id: w.draftQuestId }),
  },
  'Mutation.counterQuestOffer': {
    document: 'mutation Attack($id: ID!) { counterQuestOffer(runId: $id, amountCents: 1, contentLengthMinutes: 1) { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.acceptQuestOffer': {
    document: 'mutation Attack($id: ID!) { acceptQuestOffer(runId: $id) { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.declineQuestOffer': {
    document: 'mutation Attack($id: ID!) { declineQuestOffer(runId: $id) { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.submitQuestContent': {
    document: 'mutation Attack($id: ID!) { submitQuestContent(runId: $id, url: "https://example.com/v") { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Query.questPayoutTimeline': {
    document: 'query Attack($id: ID!) { questPayoutTimeline(runId: $id) { step done } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.confirmQuestVideoListed': {
    document: 'mutation Attack($id: ID!) { confirmQuestVideoListed(runId: $id) { id } }',
    variables: (w) => ({ id: w.runId }),
  },

  'Mutation.resendCompanyInvitation': {
    document: 'mutation Attack($id: ID!) { resendCompanyInvitation(invitationId: $id) { id email } }',
    variables: (w) => ({ id: w.invitationId }),
  },
  'Mutation.revokeApiToken': {
    document: 'mutation Attack($id: ID!) { revokeApiToken(id: $id) { id } }',
    variables: (w) => ({ id: w.victimTokenId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.removeCompanyMember': {
    document: 'mutation Attack($id: ID!) { removeCompanyMember(userId: $id) }',
    variables: (w) => ({ id: w.victim.memberId }),
  },
  'Mutation.updateCompanyMemberTitle': {
    document: 'mutation Attack($id: ID!) { updateCompanyMemberTitle(userId: $id, title: "Pwned") { userId title } }',
    variables: (w) => ({ id: w.victim.memberId }),
  },
  'Query.companyKeyCampaign': {
    document: 'query Attack($id: ID!) { companyKeyCampaign(id: $id) { campaign { id name } } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Query.keyParticipants': {
    document: 'query Attack($id: ID!) { keyParticipants(campaignId: $id, tab: pending) { edges { node { id } } } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Mutation.saveKeyCampaignStep': {
    document: 'mutation Attack($id: ID!) { saveKeyCampaignStep(id: $id, step: basics, values: { name: "Pwned" }) { id } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  'Mutation.publishKeyCampaign': {
    document: 'mutation Attack($id: ID!) { publishKeyCampaign(id: $id) { status } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  'Mutation.unpublishKeyCampaign': {
    document: 'mutation Attack($id: ID!) { unpublishKeyCampaign(id: $id) { status } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Mutation.deleteKeyCampaign': {
    document: 'mutation Attack($id: ID!) { deleteKeyCampaign(id: $id) { id archived } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  'Mutation.convertPreLaunchCampaign': {
    document: 'mutation Attack($id: ID!) { convertPreLaunchCampaign(id: $id, confirmed: true) { id } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  'Mutation.reviewKeyParticipants': {
    document:
      'mutation Attack($id: ID!, $p: ID!) { reviewKeyParticipants(campaignId: $id, participantIds: [$p], decision: accept) { id state } }',
    variables: (w) => ({ id: w.liveCampaignId, p: w.participantId }),
  },
  'Mutation.sendCreatorKitCodesAgain': {
    document: 'mutation Attack($id: ID!, $p: ID!) { sendCreatorKitCodesAgain(campaignId: $id, participantId: $p) { id } }',
    variables: (w) => ({ id: w.liveCampaignId, p: w.participantId }),
  },
  'Mutation.replaceBadKey': {
    document: 'mutation Attack($id: ID!, $p: ID!) { replaceBadKey(campaignId: $id, participantId: $p) { id } }',
    variables: (w) => ({ id: w.liveCampaignId, p: w.participantId }),
  },
  'Mutation.reviewHeldActivation': {
    document: 'mutation Attack($id: ID!) { reviewHeldActivation(id: $id, decision: approve) { status } }',
    variables: (w) => ({ id: w.draftCampaignId }),
    alsoRefused: (w) => [w.victim.owner.client],
  },
  'Query.keyCampaign': {
    document: 'query Attack($id: ID!) { keyCampaign(id: $id) { campaign { id name } } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  // The public campaign page: a draft is nobody's to read, not another company's, a creator's or a visitor's.
  'Query.publicKeyCampaign': {
    document: 'query Attack($id: ID!) { publicKeyCampaign(id: $id) { campaign { id name } } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  'Query.claimedKey': {
    document: 'query Attack($id: ID!) { claimedKey(participantId: $id) }',
    variables: (w) => ({ id: w.participantId }),
  },
  'Mutation.requestKey': {
    document: 'mutation Attack($id: ID!) { requestKey(campaignId: $id) { id } }',
    variables: (w) => ({ id: w.draftCampaignId }),
  },
  'Mutation.claimKey': {
    document: 'mutation Attack($id: ID!) { claimKey(campaignId: $id, platform: STEAM) { key } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Mutation.requestMoreKeys': {
    document: 'mutation Attack($id: ID!) { requestMoreKeys(campaignId: $id, platform: STEAM) { id } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Mutation.submitKeyContent': {
    document: 'mutation Attack($id: ID!) { submitKeyContent(campaignId: $id, url: "https://example.com/v") { coinsAwarded } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Query.itemCodes': {
    document: 'query Attack($id: ID!) { itemCodes(itemId: $id) { edges { node { id masked } } } }',
    variables: (w) => ({ id: w.itemId }),
  },
  'Mutation.addCodes': {
    document: 'mutation Attack($id: ID!) { addCodes(itemId: $id, platform: STEAM, codes: "PWNED-1") { added } }',
    variables: (w) => ({ id: w.itemId }),
  },
  'Mutation.allocateCodes': {
    document: 'mutation Attack($id: ID!) { allocateCodes(itemId: $id, platform: STEAM, count: 1) { available } }',
    variables: (w) => ({ id: w.itemId }),
  },
  'Mutation.deleteCode': {
    document: 'mutation Attack($id: ID!) { deleteCode(codeId: $id) }',
    variables: (w) => ({ id: w.codeId }),
  },
  'Mutation.deleteCodes': {
    document: 'mutation Attack($id: ID!) { deleteCodes(codeIds: [$id]) }',
    variables: (w) => ({ id: w.codeId }),
  },
  'Mutation.deleteCodeManagerItem': {
    document: 'mutation Attack($id: ID!) { deleteCodeManagerItem(itemId: $id) }',
    variables: (w) => ({ id: w.itemId }),
  },
  'Mutation.revealCode': {
    document: 'mutation Attack($id: ID!) { revealCode(codeId: $id) }',
    variables: (w) => ({ id: w.codeId }),
  },
  'Query.creatorInvitations': {
    document: 'query Attack($id: ID!) { creatorInvitations(activationType: KEY, activationId: $id) { id email } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Mutation.inviteCreators': {
    document:
      'mutation Attack($id: ID!) { inviteCreators(input: { activationType: KEY, activationId: $id, inviteType: EMAIL, emails: "pwned@example.com" }) { invited } }',
    variables: (w) => ({ id: w.liveCampaignId }),
  },
  'Mutation.resendCreatorInvitation': {
    document: 'mutation Attack($id: ID!) { resendCreatorInvitation(invitationId: $id) { id sentCount } }',
    variables: (w) => ({ id: w.invitationId2 }),
  },
  'Query.myCreatorPage': {
    document: 'query Attack($id: ID!) { myCreatorPage(id: $id) { id title } }',
    variables: (w) => ({ id: w.creatorPageId }),
  },
  'Mutation.updateCreatorPage': {
    document: 'mutation Attack($id: ID!) { updateCreatorPage(id: $id, input: { slug: "pwned", title: "Pwned" }) { id } }',
    variables: (w) => ({ id: w.creatorPageId }),
  },
  'Mutation.disconnectConnection': {
    document: 'mutation Attack($id: ID!) { disconnectConnection(id: $id) }',
    variables: (w) => ({ id: w.connectionId }),
  },
  'Query.myAnalyticsPage': {
    document: 'query Attack($id: ID!) { myAnalyticsPage(id: $id) { id name } }',
    variables: (w) => ({ id: w.analyticsPageId }),
  },
  'Mutation.updateAnalyticsPage': {
    document:
      'mutation Attack($id: ID!) { updateAnalyticsPage(id: $id, input: { name: "pwned", period: LAST_30_DAYS, figures: [streams] }) { id } }',
    variables: (w) => ({ id: w.analyticsPageId }),
  },
  'Mutation.deleteAnalyticsPage': {
    document: 'mutation Attack($id: ID!) { deleteAnalyticsPage(id: $id) }',
    variables: (w) => ({ id: w.analyticsPageId }),
  },
  'Mutation.deleteCreatorPage': {
    document: 'mutation Attack($id: ID!) { deleteCreatorPage(id: $id) }',
    variables: (w) => ({ id: w.creatorPageId }),
  },
  'Query.creatorList': {
    document: 'query Attack($id: ID!) { creatorList(id: $id) { id name creatorCount } }',
    variables: (w) => ({ id: w.listId }),
  },
  'Query.creatorListCreators': {
    document: 'query Attack($id: ID!) { creatorListCreators(listId: $id) { edges { node { creator { id } } } } }',
    variables: (w) => ({ id: w.listId }),
  },
  'Mutation.renameCreatorList': {
    document: 'mutation Attack($id: ID!) { renameCreatorList(id: $id, name: "Pwned") { id name } }',
    variables: (w) => ({ id: w.listId }),
  },
  'Mutation.deleteCreatorList': {
    document: 'mutation Attack($id: ID!) { deleteCreatorList(id: $id) }',
    variables: (w) => ({ id: w.listId }),
  },
  'Mutation.addCreatorsToList': {
    document: 'mutation Attack($id: ID!, $c: ID!) { addCreatorsToList(listId: $id, creatorIds: [$c]) { added } }',
    variables: (w) => ({ id: w.listId, c: w.bystanderId }),
  },
  'Mutation.removeCreatorsFromList': {
    document: 'mutation Attack($id: ID!, $c: ID!) { removeCreatorsFromList(listId: $id, creatorIds: [$c]) }',
    variables: (w) => ({ id: w.listId, c: w.victimCreatorId }),
  },
  'Mutation.inviteCreatorList': {
    document: 'mutation Attack($id: ID!, $a: ID!) { inviteCreatorList(listId: $id, activationType: KEY, activationId: $a) { invited } }',
    variables: (w) => ({ id: w.listId, a: w.liveCampaignId }),
  },
  'Mutation.grantVipAccess': {
    document:
      'mutation Attack($a: ID!, $c: ID!) { grantVipAccess(input: { activationType: KEY, activationId: $a, creatorId: $c, waivesLocationAndLanguage: true }) { id } }',
    variables: (w) => ({ a: w.liveCampaignId, c: w.victimCreatorId }),
  },
  'Mutation.revokeVipAccess': {
    document: 'mutation Attack($a: ID!, $c: ID!) { revokeVipAccess(activationType: KEY, activationId: $a, creatorId: $c) }',
    variables: (w) => ({ a: w.liveCampaignId, c: w.victimCreatorId }),
  },
  // Platform VIP is staff's: a company owner cannot set or take it back either.
  'Mutation.setPlatformVip': {
    document:
      'mutation Attack($c: ID!) { setPlatformVip(input: { creatorId: $c, waivesLocationAndLanguage: true }) { creatorId waivesLocationAndLanguage } }',
    variables: (w) => ({ c: w.victimCreatorId }),
    alsoRefused: (w) => [w.victim.owner.client],
  },
  'Mutation.revokePlatformVip': {
    document: 'mutation Attack($c: ID!) { revokePlatformVip(creatorId: $c) }',
    variables: (w) => ({ c: w.bystanderId }),
    alsoRefused: (w) => [w.victim.owner.client],
  },
  'Query.myInvitation': {
    document: 'query Attack($id: ID!) { myInvitation(invitationId: $id) { id activationName } }',
    variables: (w) => ({ id: w.invitationId2 }),
  },
  'Query.myInvitationTo': {
    document: 'query Attack($id: ID!) { myInvitationTo(activationType: QUEST, activationId: $id) { id activationName } }',
    variables: (w) => ({ id: w.liveQuestId }),
  },
  'Mutation.respondToCreatorInvitation': {
    document: 'mutation Attack($id: ID!) { respondToCreatorInvitation(invitationId: $id, response: ACCEPT) { id status } }',
    variables: (w) => ({ id: w.invitationId2 }),
  },
  // company: notes. A creator may be written about by any company; a game only by its own.
  'Query.notes': {
    document: 'query Attack($id: ID!) { notes(subject: { kind: GAME, id: $id }) { edges { node { id text } } } }',
    variables: (w) => ({ id: w.itemId }),
  },
  'Mutation.addNote': {
    document: 'mutation Attack($id: ID!) { addNote(subject: { kind: GAME, id: $id }, text: "Pwned") }',
    variables: (w) => ({ id: w.itemId }),
  },
  'Mutation.editNote': {
    document: 'mutation Attack($id: ID!) { editNote(noteId: $id, text: "Pwned") }',
    variables: (w) => ({ id: w.noteId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.deleteNote': {
    document: 'mutation Attack($id: ID!) { deleteNote(noteId: $id) }',
    variables: (w) => ({ id: w.noteId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.addNoteComment': {
    document: 'mutation Attack($id: ID!) { addNoteComment(noteId: $id, text: "Pwned") }',
    variables: (w) => ({ id: w.noteId }),
  },
  'Mutation.editNoteComment': {
    document: 'mutation Attack($id: ID!) { editNoteComment(commentId: $id, text: "Pwned") }',
    variables: (w) => ({ id: w.noteCommentId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.deleteNoteComment': {
    document: 'mutation Attack($id: ID!) { deleteNoteComment(commentId: $id) }',
    variables: (w) => ({ id: w.noteCommentId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  // company settings: webhooks, the owner's alone (the victim's member is refused too).
  'Query.webhookDeliveries': {
    document: 'query Attack($id: ID!) { webhookDeliveries(endpointId: $id) { id status } }',
    variables: (w) => ({ id: w.webhookEndpointId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.rollWebhookSecret': {
    document: 'mutation Attack($id: ID!) { rollWebhookSecret(endpointId: $id) { secret } }',
    variables: (w) => ({ id: w.webhookEndpointId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.removeWebhookEndpoint': {
    document: 'mutation Attack($id: ID!) { removeWebhookEndpoint(endpointId: $id) }',
    variables: (w) => ({ id: w.webhookEndpointId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.resendWebhookDelivery': {
    document: 'mutation Attack($id: ID!) { resendWebhookDelivery(deliveryId: $id) { id status } }',
    variables: (w) => ({ id: w.webhookDeliveryId }),
    alsoRefused: (w) => [w.victim.member.client],
  },
  'Mutation.reviewCompany': {
    document: 'mutation Attack($id: ID!) { reviewCompany(companyId: $id, decision: APPROVE) { id isVerified } }',
    variables: (w) => ({ id: w.victim.companyId }),
    alsoRefused: (w) => [w.victim.owner.client],
  },
  'Query.programApplications': {
    document: 'query Attack($id: ID!) { programApplications(programId: $id, tab: accepted) { edges { node { id } } } }',
    variables: (w) => ({ id: w.programId }),
  },
  'Mutation.reviewProgramApplications': {
    document: 'mutation Attack($id: ID!) { reviewProgramApplications(applicationIds: [$id], decision: remove) { id state } }',
    variables: (w) => ({ id: w.applicationId }),
  },
  'Mutation.postProgramAnnouncement': {
    document: 'mutation Attack($id: ID!) { postProgramAnnouncement(programId: $id, title: "Pwned", text: "Pwned") { id } }',
    variables: (w) => ({ id: w.programId }),
  },
  'Mutation.editProgramAnnouncement': {
    document: 'mutation Attack($id: ID!) { editProgramAnnouncement(announcementId: $id, title: "Pwned", text: "Pwned") { id } }',
    variables: (w) => ({ id: w.announcementId }),
  },
  'Mutation.reviewReport': {
    document: 'mutation Attack($id: ID!) { reviewReport(id: $id, decision: dismissed) { status } }',
    variables: (w) => ({ id: w.reportId }),
    // Only staff close reports: not even the company that filed it.
    alsoRefused: (w) => [w.victim.owner.client],
  },
  'Mutation.reportUsers': {
    document: 'mutation Attack($id: ID!) { reportUsers(reportedUserIds: [$id], reason: "spam") { status } }',
    variables: (w) => ({ id: w.victimCreatorId }),
    // Anyone signed in may report anyone; the report goes to staff and changes nothing of the victim's.
    byDesign: {
      who: ['otherCompany', 'creator'],
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { reportUsers: { status: 'open' } } }),
    },
  },
  'Mutation.buyShopItem': {
    document: 'mutation Attack($id: ID!) { buyShopItem(itemId: $id) { id } }',
    variables: (w) => ({ id: w.shopItemId }),
    // Every creator may buy any item; one without coins is refused and the stock stays.
    byDesign: {
      who: ['creator'],
      allowed: (answer) => expect(answer).toMatchObject({ data: null, errors: [{ extensions: { code: 'SHOP.NOT_ENOUGH_COINS' } }] }),
    },
  },
  'Mutation.markNotificationsRead': {
    document: 'mutation Attack($id: ID!) { markNotificationsRead(ids: [$id]) { unread } }',
    variables: (w) => ({ id: w.notificationId }),
    // Anyone signed in marks their own; another's id is ignored (the victim's stays unread, see victimState).
    byDesign: {
      who: ['otherCompany', 'creator'],
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { markNotificationsRead: { unread: 0 } } }),
    },
  },
  'Query.creatorProgram': {
    document: 'query Attack($id: ID!) { creatorProgram(id: $id) { program { id name } membershipState announcements { id text } } }',
    variables: (w) => ({ id: w.programId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      // A hidden program's page is reached by its link; its announcements stay with members and the company.
      allowed: (answer) =>
        expect(answer).toMatchObject({ errors: [], data: { creatorProgram: { membershipState: 'none', announcements: [] } } }),
    },
  },
  'Query.publicProgramMissions': {
    document: 'query Attack($id: ID!) { publicProgramMissions(programId: $id) { id name rewards { kind name } } }',
    variables: (w) => ({ id: w.programId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      // The program's page shows its live mission to anyone with the link: name and rewards, never the kit or who joined.
      allowed: (answer) =>
        expect(answer).toMatchObject({
          errors: [],
          data: { publicProgramMissions: [{ id: expect.any(String), rewards: expect.any(Array) }] },
        }),
    },
  },
  'Query.companyPage': {
    document: 'query Attack($id: ID!) { companyPage(companyId: $id) { id name program { id } } }',
    variables: (w) => ({ id: w.victim.companyId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      // A company's public page (its custom domain serves it); the victim's program is hidden, so it is left out.
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { companyPage: { program: null } } }),
    },
  },
  'Query.programActivations': {
    document: 'query Attack($id: ID!) { programActivations(programId: $id, kind: key) { id name granted } }',
    variables: (w) => ({ id: w.programId }),
  },
  'Query.openProgramActivation': {
    document: 'query Attack($id: ID!, $key: ID!) { openProgramActivation(programId: $id, kind: key, id: $key) { id href } }',
    variables: (w) => ({ id: w.programId, key: w.liveCampaignId }),
  },
  'Query.programEligibility': {
    document: 'query Attack($id: ID!) { programEligibility(programId: $id) { eligible } }',
    variables: (w) => ({ id: w.programId }),
    // A creator measuring themselves against a program they have the link of.
    byDesign: { who: ['creator'], allowed: (answer) => expect(answer.errors).toEqual([]) },
  },
  'Mutation.applyToCreatorProgram': {
    document: 'mutation Attack($id: ID!) { applyToCreatorProgram(programId: $id, answers: [], acceptCodeOfConduct: true) { id state } }',
    variables: (w) => ({ id: w.programId }),
    // Any creator may apply; the application waits for the company's decision.
    byDesign: {
      who: ['creator'],
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { applyToCreatorProgram: { state: 'applied' } } }),
    },
  },
  'Query.companyMission': {
    document: 'query Attack($id: ID!) { companyMission(id: $id) { id name kit } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.updateMission': {
    document: 'mutation Attack($id: ID!, $v: MissionInput!) { updateMission(id: $id, values: $v) { id } }',
    variables: (w) => ({ id: w.missionId, v: missionValues({ name: 'Pwned' }) }),
  },
  'Mutation.saveMissionStep': {
    document: 'mutation Attack($id: ID!, $v: MissionStepInput!) { saveMissionStep(id: $id, step: general, values: $v) { id } }',
    variables: (w) => ({ id: w.missionId, v: missionValues({ name: 'Pwned' }) }),
  },
  'Mutation.publishMission': {
    document: 'mutation Attack($id: ID!) { publishMission(id: $id) { status } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.unpublishMission': {
    document: 'mutation Attack($id: ID!) { unpublishMission(id: $id) { status } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.deleteMission': {
    document: 'mutation Attack($id: ID!) { deleteMission(id: $id) { id archived } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Query.missionRuns': {
    document: 'query Attack($id: ID!) { missionRuns(missionId: $id, tab: ongoing) { edges { node { id } } } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.reviewMissionRuns': {
    document: 'mutation Attack($id: ID!) { reviewMissionRuns(runIds: [$id], decision: reject, message: "Pwned") { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Query.programMissions': {
    document: 'query Attack($id: ID!) { programMissions(programId: $id) { mission { id name } } }',
    variables: (w) => ({ id: w.programId }),
  },
  'Query.mission': {
    document: 'query Attack($id: ID!) { mission(id: $id) { mission { id name } kit } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.joinMission': {
    document: 'mutation Attack($id: ID!) { joinMission(missionId: $id) { id } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.startNextMissionRun': {
    document: 'mutation Attack($id: ID!) { startNextMissionRun(missionId: $id) { id } }',
    variables: (w) => ({ id: w.missionId }),
  },
  'Mutation.submitMissionContent': {
    document:
      'mutation Attack($id: ID!) { submitMissionContent(runId: $id, items: [{ kind: "url", url: "https://pwned.example.com" }]) { id } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Query.missionFeed': {
    document: 'query Attack($id: ID!) { missionFeed(runId: $id) { id title } }',
    variables: (w) => ({ id: w.runId }),
  },
  'Mutation.claimMissionRewards': {
    document: 'mutation Attack($id: ID!, $r: ID!) { claimMissionRewards(runId: $id, choices: [{ rewardId: $r, action: skip }]) { id } }',
    variables: (w) => ({ id: w.runId, r: w.rewardId }),
  },
  'Mutation.claimMissionKit': {
    document: 'mutation Attack($id: ID!) { claimMissionKit(runId: $id) { kit } }',
    variables: (w) => ({ id: w.runId }),
  },
  // insights: creators' channel statistics and the platforms' games are market data every
  // company reads (creators and signed-out visitors are refused); saved filters are the company's own.
  'Query.insightsCreators': {
    document: 'query Attack($id: ID!) { insightsCreators(filter: { gameIds: [$id] }) { rows { creator { id } } } }',
    variables: (w) => ({ id: w.statisticsGameId }),
    byDesign: { who: ['otherCompany'], allowed: (answer) => expect(answer.errors).toEqual([]) },
  },
  'Query.insightsGames': {
    document: 'query Attack($id: ID!) { insightsGames(filter: { gameIds: [$id] }) { rows { game { id } } } }',
    variables: (w) => ({ id: w.statisticsGameId }),
    byDesign: { who: ['otherCompany'], allowed: (answer) => expect(answer.errors).toEqual([]) },
  },
  'Query.insightsCreator': {
    document: 'query Attack($id: ID!) { insightsCreator(creatorId: $id) { figures { streams } } }',
    variables: (w) => ({ id: w.victimCreatorId }),
    byDesign: {
      who: ['otherCompany'],
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { insightsCreator: { figures: { streams: 1 } } } }),
    },
  },
  'Query.insightsCreatorPosts': {
    document: 'query Attack($id: ID!) { insightsCreatorPosts(creatorId: $id, type: STREAM) { rows { title } } }',
    variables: (w) => ({ id: w.victimCreatorId }),
    byDesign: { who: ['otherCompany'], allowed: (answer) => expect(answer.errors).toEqual([]) },
  },
  'Query.insightsPost': {
    document: 'query Attack($c: ID!, $p: ID!) { insightsPost(creatorId: $c, postId: $p) { post { title } viewers { viewers } } }',
    variables: (w) => ({ c: w.victimCreatorId, p: w.victimPostId }),
    byDesign: {
      who: ['otherCompany'],
      allowed: (answer) =>
        expect(answer).toMatchObject({ errors: [], data: { insightsPost: { post: { title: 'Playing with 40 viewers' } } } }),
    },
  },
  'Query.insightsGame': {
    document: 'query Attack($id: ID!) { insightsGame(gameId: $id) { creators } }',
    variables: (w) => ({ id: w.statisticsGameId }),
    byDesign: {
      who: ['otherCompany'],
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { insightsGame: { creators: 1 } } }),
    },
  },
  // The company home sums the same market data for the games a company follows.
  'Query.companyHome': {
    document: 'query Attack($id: ID!) { companyHome(gameIds: [$id]) { selectedGames { id } mostStreamedGames { game { id } } } }',
    variables: (w) => ({ id: w.statisticsGameId }),
    byDesign: { who: ['otherCompany'], allowed: (answer) => expect(answer.errors).toEqual([]) },
  },
  'Mutation.saveInsightsFilter': {
    document: 'mutation Attack($id: ID!) { saveInsightsFilter(name: "Victim filter", options: { gameIds: [$id] }) { id } }',
    variables: (w) => ({ id: w.statisticsGameId }),
    // Another company saves a filter of its own under the same name; the victim's stays as it was.
    byDesign: { who: ['otherCompany'], allowed: (answer) => expect(answer.errors).toEqual([]) },
  },
  // matchmaking: a company's lists and its activations are its own.
  'Query.matchmakingList': {
    document: 'query Attack($id: ID!) { matchmakingList(id: $id) { id results { matches { creatorId } } } }',
    variables: (w) => ({ id: w.matchmakingListId }),
  },
  'Mutation.generateMatchmakingList': {
    document: `mutation Attack($a: ID!, $g: ID!) { generateMatchmakingList(input: { activationType: KEY, activationId: $a, objective: AWARENESS,
      gameId: $g, totalBudgetCents: 100000, maxBidPerHourWatchedCents: 100, hoursPerCreator: 2 }) { id } }`,
    variables: (w) => ({ a: w.liveCampaignId, g: w.statisticsGameId }),
  },
  'Mutation.loosenMatchmakingList': {
    document: 'mutation Attack($id: ID!) { loosenMatchmakingList(listId: $id, filter: LANGUAGES) { id } }',
    variables: (w) => ({ id: w.matchmakingListId }),
  },
  'Mutation.changeMatchmakingSelection': {
    document: 'mutation Attack($id: ID!, $c: ID!) { changeMatchmakingSelection(listId: $id, unselect: [$c]) { id } }',
    variables: (w) => ({ id: w.matchmakingListId, c: w.victimCreatorId }),
  },
  'Mutation.clearMatchmakingSelection': {
    document: 'mutation Attack($id: ID!) { clearMatchmakingSelection(listId: $id) { id } }',
    variables: (w) => ({ id: w.matchmakingListId }),
  },
  'Mutation.inviteMatchmakingSelection': {
    document: 'mutation Attack($id: ID!) { inviteMatchmakingSelection(listId: $id) { invited } }',
    variables: (w) => ({ id: w.matchmakingListId }),
  },
  // public experience: the same answer for everyone; nothing here belongs to a tenant.
  'Query.catalogueGame': {
    document: 'query Attack($id: ID!) { catalogueGame(id: $id) { id name } }',
    variables: (w) => ({ id: w.victim.companyId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      allowed: (answer) => expect(answer).toMatchObject({ data: null, errors: [{ extensions: { code: 'GAMES.GAME_NOT_FOUND' } }] }),
    },
  },
  'Query.gameNewsArticle': {
    document: 'query Attack($id: ID!) { gameNewsArticle(gameId: $id, articleId: $id) { id title } }',
    variables: (w) => ({ id: w.victim.companyId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      allowed: (answer) => expect(answer).toMatchObject({ data: null, errors: [{ extensions: { code: 'GAMES.ARTICLE_NOT_FOUND' } }] }),
    },
  },
  'Mutation.addGameFeed': {
    document: 'mutation Attack($id: ID!) { addGameFeed(gameId: $id, url: "https://evil.example/rss", authorized: true) }',
    variables: (w) => ({ id: w.victim.companyId }),
    // Feeds belong to the public game, not to a tenant: any company may add one (here to no game at all).
    byDesign: {
      who: ['otherCompany'],
      allowed: (answer) => expect(answer).toMatchObject({ data: null, errors: [{ extensions: { code: 'GAMES.GAME_NOT_FOUND' } }] }),
    },
  },
  'Query.gameFeeds': {
    document: 'query Attack($id: ID!) { gameFeeds(gameId: $id) { id url lastError } }',
    variables: (w) => ({ id: w.victim.companyId }),
    // Feeds belong to the public game; every company sees the same list (here of no game: empty).
    byDesign: { who: ['otherCompany'], allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { gameFeeds: [] } }) },
  },
  'Query.publicCompany': {
    document: 'query Attack($id: ID!) { publicCompany(id: $id) { id name type website isVerified } }',
    variables: (w) => ({ id: w.victim.companyId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      // The company's public page: its name, type and website only.
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { publicCompany: { name: expect.any(String) } } }),
    },
  },
  'Query.publicCompanyCampaigns': {
    document: 'query Attack($id: ID!) { publicCompanyCampaigns(id: $id) { keyCampaigns { id status } quests { id } programs { id } } }',
    variables: (w) => ({ id: w.victim.companyId }),
    byDesign: {
      who: ['otherCompany', 'creator', 'signedOut'],
      // Only listed campaigns (live or upcoming), the same ones /explore shows.
      allowed: (answer) => {
        expect(answer.errors).toEqual([]);
        const { keyCampaigns } = (answer.data as { publicCompanyCampaigns: { keyCampaigns: { status: string }[] } }).publicCompanyCampaigns;
        for (const campaign of keyCampaigns) expect(['live', 'upcoming']).toContain(campaign.status);
      },
    },
  },
  // company page settings: only the company's own members read or save them.
  'Query.companyPageSettings': {
    document: 'query Attack($id: ID!) { companyPageSettings(companyId: $id) { description links { url } } }',
    variables: (w) => ({ id: w.victim.companyId }),
  },
  'Mutation.saveCompanyPageSettings': {
    document: `mutation Attack($id: ID!) { saveCompanyPageSettings(companyId: $id, input: {
      description: "Pwned", logoUrl: "", bannerUrl: "", links: [{ label: "Evil", url: "https://evil.example" }],
      showPrograms: false, showKeyCampaigns: false, showQuests: false }) { description } }`,
    variables: (w) => ({ id: w.victim.companyId }),
  },
  'Mutation.deleteInsightsFilter': {
    document: 'mutation Attack($id: ID!) { deleteInsightsFilter(filterId: $id) }',
    variables: (w) => ({ id: w.savedFilterId }),
  },
  // Shortlists are the company's own; the posts on them are market data any company may shortlist too.
  'Mutation.addToShortlist': {
    document: 'mutation Attack($id: ID!) { addToShortlist(postId: $id) { postId kind } }',
    variables: (w) => ({ id: w.victimVideoPostId }),
    byDesign: {
      who: ['otherCompany'],
      allowed: (answer) => expect(answer).toMatchObject({ errors: [], data: { addToShortlist: { kind: 'VIDEO' } } }),
    },
  },
  'Mutation.removeFromShortlist': {
    document: 'mutation Attack($id: ID!) { removeFromShortlist(postId: $id) }',
    variables: (w) => ({ id: w.victimPostId }),
  },
};

function takesAnId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => takesAnId(field.type, seen));
}

const operationsTakingIds = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
  Object.values(root?.getFields() ?? {})
    .filter((field) => field.args.some((arg: GraphQLArgument) => takesAnId(arg.type)))
    .map((field) => `${root?.name}.${field.name}`),
);

/**
 * The invitation operations again for each activation type besides Key campaigns (the cases above use
 * KEY): another company cannot list, invite to or resend for the victim's Quest, Mission or Program, and
 * another creator cannot read or answer the victim's creator's invitation.
 */
const INVITED_ACTIVATIONS = {
  QUEST: (w: World) => w.liveQuestId,
  MISSION: (w: World) => w.missionId,
  CREATOR_PROGRAM: (w: World) => w.programId,
} as const;
const PER_ACTIVATION_CASES: Record<string, Case> = Object.fromEntries(
  Object.entries(INVITED_ACTIVATIONS).flatMap(([type, idOf]) => [
    [
      `Query.creatorInvitations (${type})`,
      {
        document: `query Attack($id: ID!) { creatorInvitations(activationType: ${type}, activationId: $id) { id email } }`,
        variables: (w: World) => ({ id: idOf(w) }),
      },
    ],
    [
      `Mutation.inviteCreators (${type})`,
      {
        document: `mutation Attack($id: ID!) { inviteCreators(input: { activationType: ${type}, activationId: $id, inviteType: EMAIL, emails: "pwned@example.com" }) { invited } }`,
        variables: (w: World) => ({ id: idOf(w) }),
      },
    ],
    [
      // The attacker's own list, so the activation is what must refuse it.
      `Mutation.inviteCreatorList (${type})`,
      {
        document: `mutation Attack($id: ID!, $a: ID!) { inviteCreatorList(listId: $id, activationType: ${type}, activationId: $a) { invited } }`,
        variables: (w: World) => ({ id: w.attackerListId, a: idOf(w) }),
      },
    ],
    [
      `Mutation.grantVipAccess (${type})`,
      {
        document: `mutation Attack($a: ID!, $c: ID!) { grantVipAccess(input: { activationType: ${type}, activationId: $a, creatorId: $c, waivesLocationAndLanguage: true }) { id } }`,
        variables: (w: World) => ({ a: idOf(w), c: w.victimCreatorId }),
      },
    ],
    [
      `Mutation.revokeVipAccess (${type})`,
      {
        document: `mutation Attack($a: ID!, $c: ID!) { revokeVipAccess(activationType: ${type}, activationId: $a, creatorId: $c) }`,
        variables: (w: World) => ({ a: idOf(w), c: w.victimCreatorId }),
      },
    ],
    [
      `Query.myInvitationTo (${type})`,
      {
        document: `query Attack($id: ID!) { myInvitationTo(activationType: ${type}, activationId: $id) { id activationName } }`,
        variables: (w: World) => ({ id: idOf(w) }),
      },
    ],
  ]),
);
PER_ACTIVATION_CASES['Mutation.resendCreatorInvitation (QUEST)'] = {
  document: 'mutation Attack($id: ID!) { resendCreatorInvitation(invitationId: $id) { id sentCount } }',
  variables: (w) => ({ id: w.questEmailInvitationId }),
};
PER_ACTIVATION_CASES['Query.myInvitation (QUEST)'] = {
  document: 'query Attack($id: ID!) { myInvitation(invitationId: $id) { id activationName } }',
  variables: (w) => ({ id: w.questUserIdInvitationId }),
};
PER_ACTIVATION_CASES['Mutation.respondToCreatorInvitation (QUEST)'] = {
  document: 'mutation Attack($id: ID!) { respondToCreatorInvitation(invitationId: $id, response: REJECT) { id status } }',
  variables: (w) => ({ id: w.questUserIdInvitationId }),
};
// The held review is one mutation for every kind (the case above uses a Key campaign): staff only, for a Mission too.
PER_ACTIVATION_CASES['Mutation.reviewHeldActivation (MISSION)'] = {
  document: 'mutation Attack($id: ID!) { reviewHeldActivation(id: $id, decision: approve) { status } }',
  variables: (w) => ({ id: w.missionId }),
  alsoRefused: (w) => [w.victim.owner.client],
};

const REFUSALS = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'STAFF.ONLY',
  'COMPANY.NOT_OWNER',
  'COMPANY.NOT_MEMBER',
  'COMPANY.MEMBER_NOT_FOUND',
  'COMPANY.INVITATION_NOT_FOUND',
  'COMPANY.NOT_FOUND',
  'KEYS.CAMPAIGN_NOT_FOUND',
  'EXPLORE.KEY_CAMPAIGN_NOT_FOUND',
  'CREATOR_PAGES.NOT_FOUND',
  'ANALYTICS_PAGES.NOT_FOUND',
  'KEYS.PARTICIPANT_NOT_FOUND',
  'PUBLISHING.NOT_OWNER',
  'PUBLISHING.NOT_FOUND',
  'CODES.ITEM_NOT_FOUND',
  'CODES.CODE_NOT_FOUND',
  'INVITATIONS.ACTIVATION_NOT_FOUND',
  'INVITATIONS.NOT_FOUND',
  'CREATOR_LISTS.NOT_FOUND',
  'VIP_ACCESS.ACTIVATION_NOT_FOUND',
  'QUEST.NOT_FOUND',
  'BILLING.DOCUMENT_NOT_FOUND',
  'QUEST.NOT_PARTY',
  'QUEST.RUN_NOT_FOUND',
  'QUEST.CHECKOUT_NOT_FOUND',
  'PROGRAM.NOT_FOUND',
  'PROGRAM.APPLICATION_NOT_FOUND',
  'PROGRAM.ANNOUNCEMENT_NOT_FOUND',
  'PROGRAM.ONLY_CREATORS',
  'PROGRAM.NOT_A_MEMBER',
  'MISSION.NOT_FOUND',
  'MISSION.RUN_NOT_FOUND',
  'MISSION.MEMBERS_ONLY',
  'MISSION.ONLY_CREATORS',
  // company
  'NOTES.NOT_FOUND',
  'NOTES.COMMENT_NOT_FOUND',
  'NOTES.SUBJECT_NOT_FOUND',
  'NOTES.NOT_AUTHOR',
  'CONNECTIONS.NOT_FOUND',
  'API_TOKENS.NOT_FOUND',
  'API_TOKENS.OWNER_ONLY',
  // Another company's API token: refused its scopes, or, within them, the victim's things.
  'API_TOKENS.SCOPE_MISSING',
  'WEBHOOKS.ENDPOINT_NOT_FOUND',
  'WEBHOOKS.DELIVERY_NOT_FOUND',
  // insights
  'INSIGHTS.FILTER_NOT_FOUND',
  'INSIGHTS.SHORTLIST_ENTRY_NOT_FOUND',
  'MATCHMAKING.LIST_NOT_FOUND',
  // Another company's activation cannot be a brief's activation: answered as none selected.
  'MATCHMAKING.ACTIVATION_REQUIRED',
  'ATTRIBUTION.GAME_NOT_FOUND',
  'ATTRIBUTION.LINK_NOT_FOUND',
]);

/** The victim's webhook endpoint, and one delivery of an event to it (as the worker would have added it). */
async function victimWebhookDelivery(victim: Awaited<ReturnType<typeof ownerWithJoinedMemberOnPlan>>) {
  const added = await victim.owner.client.op(ADD_WEBHOOK_ENDPOINT, { url: 'https://203.0.113.10/hooks', events: ['KEY_CLAIMED'] });
  expect(added.errors).toEqual([]);
  const webhookEndpointId = added.data!.addWebhookEndpoint.endpoint.id;
  const [event] = await sql<{ id: string }>(
    app.databaseUrl,
    `insert into company_event (id, company_id, kind, occurred_at, data) values (gen_random_uuid(), ?, 'key.claimed', now(), '{}') returning id`,
    [victim.companyId],
  );
  const [delivery] = await sql<{ id: string }>(
    app.databaseUrl,
    `insert into webhook_delivery (id, company_id, endpoint_id, event_id, kind, status, attempts, retry_until, created_at, response_status)
     values (gen_random_uuid(), ?, ?, ?, 'key.claimed', 'failed', 3, now(), now(), 503) returning id`,
    [victim.companyId, webhookEndpointId, event!.id],
  );
  return { webhookEndpointId, webhookDeliveryId: delivery!.id };
}

/**
 * A few connections for the state reads, opened once: every case reads the state twice, and a fresh
 * ORM per statement (the sql helper) made the file spend minutes starting ORMs.
 */
let stateOrm: Promise<Orm> | null = null;
async function stateSql(text: string, params: unknown[] = []): Promise<unknown[]> {
  stateOrm ??= createOrm(app.databaseUrl, { poolMax: 4 });
  return (await stateOrm).em.getConnection().execute<unknown[]>(text, params as never[]);
}
afterAll(async () => {
  await (await stateOrm)?.close();
});

/** What the victims own, read by them: a refused attack must leave all of it as it was. */
async function victimState(w: World) {
  // Read side by side: each read is independent, and nothing else runs while the state is read.
  const reads = {
    matchmaking: () => stateSql('select id, company_id, results, selected_creator_ids from matchmaking_list order by id'),
    members: async () => (await w.victim.owner.client.op(COMPANY_MEMBERS)).data,
    live: async () => (await w.victim.owner.client.op(COMPANY_KEY_CAMPAIGN, { id: w.liveCampaignId })).data,
    draft: async () => (await w.victim.owner.client.op(COMPANY_KEY_CAMPAIGN, { id: w.draftCampaignId })).data,
    codes: async () => (await w.victim.owner.client.op(CODE_MANAGER_ITEMS)).data,
    reveals: () => stateSql('select count(*)::int as n from code_event where code_id = ?', [w.codeId]),
    invitations: () => stateSql('select email, creator_id, sent_count, status from creator_invitation order by email, creator_id'),
    lists: () =>
      stateSql(
        'select l.name, count(m.creator_id)::int as n from creator_list l left join creator_list_member m on m.list_id = l.id group by l.id order by l.name',
      ),
    vip: () =>
      stateSql(
        'select activation_type, activation_id, creator_id, waives_location_and_language from vip_grant order by activation_type, creator_id',
      ),
    platformVip: () => stateSql('select creator_id, waives_location_and_language from platform_vip order by creator_id'),
    creatorPages: () => stateSql('select id, slug, title, updated_at from creator_page order by id'),
    analyticsPages: () => stateSql('select id, name, period, figures, updated_at from analytics_page order by id'),
    quests: () => stateSql('select id, name, publish_state, talking_points, updated_at from quest order by id'),
    questRuns: () => stateSql('select id, status, bids, submissions, badges, updated_at from quest_run order by id'),
    questPayments: () => stateSql('select id, status, total_cents from quest_payment order by id'),
    program: async () => (await w.victim.owner.client.op(MY_CREATOR_PROGRAM)).data,
    mission: async () => (await w.victim.owner.client.op(COMPANY_MISSION, { id: w.missionId })).data,
    memberships: () => stateSql('select id, state from program_membership where program_id = ? order by id', [w.programId]),
    announcements: () => stateSql('select title, text, last_edited_at from program_announcement order by id'),
    runs: () => stateSql('select id, state, submission, kit_claimed_at from mission_run order by id'),
    notes: () => stateSql('select id, text, last_edited_at from company_note order by id'),
    apiTokens: () => stateSql('select id, revoked_at from api_token order by id'),
    webhookEndpoints: () => stateSql('select id, url, secret_sealed, previous_secret_expires_at from webhook_endpoint order by id'),
    webhookDeliveries: () => stateSql('select id, status, next_attempt_at, retry_until from webhook_delivery order by id'),
    companyPages: () => stateSql('select company_id, description, links, updated_at from company_page order by company_id'),
    noteComments: () => stateSql('select id, text, last_edited_at from company_note_comment order by id'),
    connections: () => stateSql('select id, user_id, status from user_connection order by id'),
    insightsFilters: async () => (await w.victim.owner.client.op(SAVED_INSIGHTS_FILTERS)).data,
    shortlists: () => stateSql('select post_id, kind from shortlist_entry where company_id = ? order by post_id', [w.victim.companyId]),
    notifications: () => stateSql('select id, read_at from user_notification order by id'),
    utmReports: () =>
      stateSql(
        'select company_id, steam_app_id, day, utm_campaign, utm_content, visits, wishlists from utm_report_row order by 1, 2, 3, 4, 5',
      ),
    clicks: () => stateSql('select count(*)::int as n from activation_click'),
    shop: () =>
      stateSql(
        'select i.id, i.stock, count(o.id)::int as orders from shop_item i left join shop_order o on o.item_id = i.id group by i.id order by i.id',
      ),
  };
  const values = await Promise.all(Object.values(reads).map((read) => read()));
  return Object.fromEntries(Object.keys(reads).map((key, i) => [key, values[i]]));
}

describe('cross-tenant refusals', () => {
  let world: World;
  beforeAll(async () => {
    world = await makeWorld();
  });

  it('has a case for every operation that takes an id', () => {
    expect(operationsTakingIds.length).toBeGreaterThan(0);
    expect(
      operationsTakingIds.filter((name) => !(name in CASES)),
      'operations taking an id with no cross-tenant case',
    ).toEqual([]);
  });

  for (const [operation, testCase] of Object.entries({ ...CASES, ...PER_ACTIVATION_CASES })) {
    it(`${operation}: refused to another company, a creator and a signed-out visitor, and nothing changes`, async () => {
      const before = await victimState(world);
      const outsiders = { otherCompany: world.otherCompany.client, creator: world.creator.client, signedOut: app.client() };
      const allowed = testCase.byDesign?.who ?? [];
      const attackers = [
        ...Object.entries(outsiders)
          .filter(([who]) => !allowed.includes(who as keyof typeof outsiders))
          .map(([, client]) => client),
        ...(allowed.includes('otherCompany') ? [] : [world.otherCompanyToken]),
        ...(testCase.alsoRefused?.(world) ?? []),
      ];
      // The token's per-minute limit is not under test here (api-tokens.test.ts): each case starts it afresh.
      await stateSql(`delete from rate_limit_counter where key like 'api-token:%'`);
      for (const attacker of attackers) {
        const answer = await attacker.gql('Attack', testCase.document, testCase.variables(world));
        expect(answer.data, `${operation} must give no data`).toBeNull();
        expect(REFUSALS, `${operation} answered ${JSON.stringify(answer.errors)}`).toContain(answer.errors[0]?.extensions?.code);
      }
      expect(await victimState(world)).toEqual(before);
      for (const who of allowed) {
        testCase.byDesign?.allowed(await outsiders[who].gql('Attack', testCase.document, testCase.variables(world)));
      }
    });
  }

  it('the case list names only operations that exist', () => {
    expect(Object.keys(CASES).filter((name) => !operationsTakingIds.includes(name))).toEqual([]);
  });

  // Reporting takes no id: the company is the caller's own, so another company's report is its own.
  it("companyReport: the victim's activations are in its own report only; creators and visitors are refused", async () => {
    const own = await world.victim.owner.client.op(COMPANY_REPORT, { group: 'OVERVIEW' });
    const victimActivations = own.data!.companyReport.activations.map((a) => a.id);
    expect(victimActivations).toEqual(expect.arrayContaining([world.liveCampaignId, world.programId, world.missionId]));
    const theirs = await world.otherCompany.client.op(COMPANY_REPORT, { group: 'OVERVIEW' });
    expect(theirs.errors).toEqual([]);
    expect(theirs.data!.companyReport.activations.filter((a) => victimActivations.includes(a.id))).toEqual([]);
    for (const outsider of [world.creator.client, app.client()]) {
      const answer = await outsider.op(COMPANY_REPORT, { group: 'OVERVIEW' });
      expect(answer.data).toBeNull();
      expect(REFUSALS).toContain(answer.errors[0]?.extensions?.code);
    }
  });

  // The UTM import is an upload, not a GraphQL operation: the same refusals over HTTP, and nothing imported.
  it("UTM report import: another company cannot import into the victim's game, nor a creator or a visitor", async () => {
    const before = await victimState(world);
    const csv = `date,utm_source,utm_campaign,utm_content,visits,wishlists\n2026-11-01,lurkit,${world.liveCampaignId},${world.victimCreatorId},9999,9999\n`;
    const refused = await importUtmReport(world.otherCompany.client, world.victimSteamAppId, csv);
    expect(refused).toMatchObject({ status: 404, body: { code: 'ATTRIBUTION.GAME_NOT_FOUND' } });
    expect((await importUtmReport(world.creator.client, world.victimSteamAppId, csv)).status).toBe(403);
    expect((await importUtmReport(app.client(), world.victimSteamAppId, csv)).status).toBe(401);
    expect(await victimState(world)).toEqual(before);
  });

  // The timeline takes no id either: its events are the caller's company's activations' only.
  it("companyRunEvents: the victim's Key, Quest and Mission run events show on its own timeline only", async () => {
    const own = await world.victim.member.client.op(COMPANY_RUN_EVENTS, { first: 100 });
    const victimEvents = own.data!.companyRunEvents.edges.map((e) => e.node);
    expect(new Set(victimEvents.map((e) => e.activationId))).toEqual(new Set([world.liveCampaignId, world.liveQuestId, world.missionId]));
    const theirs = await world.otherCompany.client.op(COMPANY_RUN_EVENTS, { first: 100 });
    expect(theirs.errors).toEqual([]);
    const victimIds = new Set(victimEvents.map((e) => e.id));
    expect(theirs.data!.companyRunEvents.edges.filter((e) => victimIds.has(e.node.id))).toEqual([]);
    for (const outsider of [world.creator.client, app.client()]) {
      const answer = await outsider.op(COMPANY_RUN_EVENTS, {});
      expect(answer.data).toBeNull();
      expect(REFUSALS).toContain(answer.errors[0]?.extensions?.code);
    }
  });

  it("the victim's own company lists its Quest, Mission and Program invitations, and its invited creator reads the Quest's", async () => {
    for (const [type, idOf] of Object.entries(INVITED_ACTIVATIONS)) {
      const listed = await world.victim.member.client.op(CREATOR_INVITATIONS, {
        activationType: type as keyof typeof INVITED_ACTIVATIONS,
        activationId: idOf(world),
      });
      expect(
        listed.data?.creatorInvitations.map((i) => i.creatorId),
        type,
      ).toContain(world.victimCreatorId);
    }
    const mine = await world.victimCreator.client.op(MY_INVITATION_TO, { activationType: 'QUEST', activationId: world.liveQuestId });
    expect(mine.errors).toEqual([]);
    expect(mine.data?.myInvitationTo).toMatchObject({ id: world.questUserIdInvitationId, activationName: 'Live quest', status: 'PENDING' });
  });

  // Deals' public missions take no id: a creator reads the missions of their own programs only.
  it("myOpenMissions: a creator outside the victim's program never lists its mission; companies and visitors are refused", async () => {
    const document = 'query Attack { myOpenMissions { id name } }';
    const theirs = await world.creator.client.gql<{ myOpenMissions: { id: string }[] }>('Attack', document, {});
    expect(theirs.errors ?? []).toEqual([]);
    expect(theirs.data!.myOpenMissions.map((m) => m.id)).not.toContain(world.missionId);
    for (const outsider of [world.victim.owner.client, world.otherCompany.client, app.client()]) {
      const answer = await outsider.gql('Attack', document, {});
      expect(answer.data).toBeNull();
      expect(REFUSALS).toContain(answer.errors[0]?.extensions?.code);
    }
  });

  // Reconciliation takes no id: it is the platform's books, staff's alone.
  it('ledgerReconciliation: refused to a company owner, a creator and a signed-out visitor; staff read it', async () => {
    const document = 'query Attack { ledgerReconciliation { ranAt mismatches { subject reference providerCents ledgerCents } } }';
    for (const outsider of [world.victim.owner.client, world.otherCompany.client, world.creator.client, app.client()]) {
      const answer = await outsider.gql('Attack', document, {});
      // The field is nullable, so a refusal answers it null beside the error.
      expect(answer.data?.ledgerReconciliation ?? null).toBeNull();
      expect(REFUSALS).toContain(answer.errors[0]?.extensions?.code);
    }
    const read = await world.staff.client.gql('Attack', document, {});
    expect(read.errors).toEqual([]);
    // Null until the worker's first reconciliation, which it runs when it starts; either way nothing is off.
    const reconciliation = (read.data as { ledgerReconciliation: { mismatches: unknown[] } | null } | undefined)?.ledgerReconciliation;
    expect(reconciliation?.mismatches ?? []).toEqual([]);
  });

  // Custom domains take no id: each company reads, sets and checks its own; the domain itself is claimed once.
  it("custom domains: another company sees only its own, cannot claim or check the victim's; creators and visitors are refused", async () => {
    const domain = `victim-${globalThis.crypto.randomUUID().slice(0, 8)}.example.com`;
    const set = await world.victim.owner.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain });
    expect(set.errors).toEqual([]);
    const victimDomain = () => stateSql('select company_id, domain, token, status from company_custom_domain where domain = ?', [domain]);
    const before = await victimDomain();

    expect((await world.otherCompany.client.op(COMPANY_CUSTOM_DOMAIN, {})).data?.companyCustomDomain ?? null).toBeNull();
    const claimed = await world.otherCompany.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain });
    expect(claimed.errors[0]?.extensions?.code).toBe('PROGRAM.DOMAIN_TAKEN');
    const checked = await world.otherCompany.client.op(CHECK_COMPANY_CUSTOM_DOMAIN, {});
    expect(checked.errors[0]?.extensions?.code).toBe('PROGRAMS.NO_CUSTOM_DOMAIN');
    // A member of the victim's company may read and check, not change it.
    expect((await world.victim.member.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: '' })).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const outsider of [world.creator.client, app.client()]) {
      for (const answer of [
        await outsider.op(COMPANY_CUSTOM_DOMAIN, {}),
        await outsider.op(SET_COMPANY_CUSTOM_DOMAIN, { domain }),
        await outsider.op(CHECK_COMPANY_CUSTOM_DOMAIN, {}),
      ]) {
        // Nullable fields answer null beside the error.
        expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
        expect(REFUSALS).toContain(answer.errors[0]?.extensions?.code);
      }
    }
    expect(await victimDomain()).toEqual(before);
  });

  it('archivedActivations: refused to a company owner, a creator and a signed-out visitor', async () => {
    for (const client of [world.victim.owner.client, world.creator.client, app.client()]) {
      const answer = await client.gql('Archived', 'query Archived { archivedActivations { edges { node { id } } } }', {});
      expect(answer.data?.archivedActivations ?? null).toBeNull();
      expect(REFUSALS).toContain(answer.errors[0]?.extensions?.code);
    }
  });

  it('staff may review a company (the case above is a refusal, not a broken operation)', async () => {
    const approved = await world.staff.client.gql('Attack', CASES['Mutation.reviewCompany']!.document, { id: world.victim.companyId });
    expect(approved.errors).toEqual([]);
    expect(approved.data).toEqual({ reviewCompany: { id: world.victim.companyId, isVerified: true } });
  });
});
