import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInReviewedCompany } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { aFilledQuest, publishQuest } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { aDraftKeyCampaign, inDays, standInKeySets } from '../testing/keys-world.ts';
import {
  CREATE_CREATOR_PAGE,
  FEATURED_CREATORS,
  PUBLIC_CREATOR_PROGRAMS,
  PUBLIC_FIGURES,
  PUBLIC_KEY_CAMPAIGN,
  PUBLIC_KEY_CAMPAIGNS,
  PUBLIC_QUESTS,
  PUBLISH_KEY_CAMPAIGN,
  SAVE_CREATOR_PROGRAM,
  SAVE_KEY_CAMPAIGN_STEP,
  SAVE_QUEST_STEP,
  programValues,
} from './operations.ts';

const app = useTestApp();
// Each file has a database of its own: a count makes the names unique, the same on every run.
let made = 0;
const unique = () => `n${(made += 1)}`;

type Company = Awaited<ReturnType<typeof signedInCompanyUser>>;

/** A reviewed company: its activations go live when published. */
const reviewedCompany = (): Promise<Company> => signedInReviewedCompany(app);

/** A Key campaign of the company: published or left a draft, discoverable or hidden, starting in `startsInDays`. */
async function keyCampaign(
  company: Company,
  options: { publish: boolean; visibility: 'discoverable' | 'hidden'; startsInDays: number },
): Promise<string> {
  const name = `Keys ${unique()}`;
  const id = await aDraftKeyCampaign(company.client, name);
  const basics = await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
    id,
    step: 'basics',
    values: { name, startDate: inDays(options.startsInDays), endDate: inDays(30) },
  });
  expect(basics.errors).toEqual([]);
  const access = await company.client.op(SAVE_KEY_CAMPAIGN_STEP, {
    id,
    step: 'access',
    values: {
      visibility: options.visibility,
      creatorListIds: [],
      whitelist: [],
      creatorProgramId: null,
      allowOffersFromAllCreators: false,
      vipAccess: true,
    },
  });
  expect(access.errors).toEqual([]);
  await standInKeySets(app, id);
  if (options.publish) expect((await company.client.op(PUBLISH_KEY_CAMPAIGN, { id })).errors).toEqual([]);
  return id;
}

interface IdConnection {
  edges: readonly { node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Every id of a public list, read page by page as a visitor would. */
async function allIds(next: (after: string | null) => Promise<IdConnection>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 1000; guard += 1) {
    const connection: IdConnection = await next(after);
    ids.push(...connection.edges.map((e) => e.node.id));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return ids;
}

async function answered<T>(promise: Promise<{ data: T | null; errors: readonly unknown[] }>): Promise<T> {
  const answer = await promise;
  expect(answer.errors).toEqual([]);
  return answer.data!;
}

const keyCampaignIds = (client: HttpClient, first = 100) =>
  allIds(async (after) => (await answered(client.op(PUBLIC_KEY_CAMPAIGNS, { first, after }))).publicKeyCampaigns);
const questIds = (client: HttpClient) =>
  allIds(async (after) => (await answered(client.op(PUBLIC_QUESTS, { first: 100, after }))).publicQuests);
const programIds = (client: HttpClient) =>
  allIds(async (after) => (await answered(client.op(PUBLIC_CREATOR_PROGRAMS, { first: 100, after }))).publicCreatorPrograms);

describe('the public experience', () => {
  it('lets a visitor read the figures and every public list but Quests without signing in', async () => {
    const visitor = app.client();
    expect((await answered(visitor.op(PUBLIC_FIGURES, {}))).publicFigures.creators).toBeGreaterThanOrEqual(0);
    expect((await answered(visitor.op(PUBLIC_KEY_CAMPAIGNS, {}))).publicKeyCampaigns.edges).toBeInstanceOf(Array);
    // Spec 6: only verified, signed-in creators find Quests.
    expect((await visitor.op(PUBLIC_QUESTS, {})).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(PUBLIC_QUESTS, {})).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await answered(visitor.op(PUBLIC_CREATOR_PROGRAMS, {}))).publicCreatorPrograms.edges).toBeInstanceOf(Array);
    expect((await answered(visitor.op(FEATURED_CREATORS, {}))).featuredCreators.edges).toBeInstanceOf(Array);
  });

  it('lists live and upcoming discoverable Key campaigns, never hidden or draft ones, and counts the live ones', async () => {
    const visitor = app.client();
    const before = (await visitor.op(PUBLIC_FIGURES, {})).data!.publicFigures;
    const company = await reviewedCompany();
    const live = await keyCampaign(company, { publish: true, visibility: 'discoverable', startsInDays: -1 });
    const upcoming = await keyCampaign(company, { publish: true, visibility: 'discoverable', startsInDays: 3 });
    const hidden = await keyCampaign(company, { publish: true, visibility: 'hidden', startsInDays: -1 });
    const draft = await keyCampaign(company, { publish: false, visibility: 'discoverable', startsInDays: -1 });

    const ids = await keyCampaignIds(visitor);
    expect(ids).toEqual(expect.arrayContaining([live, upcoming]));
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(draft);

    const page = await visitor.op(PUBLIC_KEY_CAMPAIGNS, { first: 100 });
    const byId = new Map(page.data!.publicKeyCampaigns.edges.map((e) => [e.node.id, e.node]));
    expect(byId.get(live)).toMatchObject({ status: 'live', companyName: company.input.companyName, platforms: ['Steam'] });
    expect(byId.get(upcoming)).toMatchObject({ status: 'upcoming' });

    const after = (await visitor.op(PUBLIC_FIGURES, {})).data!.publicFigures;
    expect(after.liveKeyCampaigns - before.liveKeyCampaigns).toBe(1);
  });

  it("shows a published Key campaign's public page to anyone, hidden ones by their link, with the company's id; never a draft", async () => {
    const company = await reviewedCompany();
    const live = await keyCampaign(company, { publish: true, visibility: 'discoverable', startsInDays: -1 });
    const hidden = await keyCampaign(company, { publish: true, visibility: 'hidden', startsInDays: 2 });
    const draft = await keyCampaign(company, { publish: false, visibility: 'discoverable', startsInDays: -1 });
    const [row] = await sql<{ company_id: string }>(app.databaseUrl, 'select company_id from key_campaign where id = ?', [live]);
    const visitor = app.client();

    const page = await answered(visitor.op(PUBLIC_KEY_CAMPAIGN, { id: live }));
    expect(page.publicKeyCampaign).toMatchObject({
      campaign: { id: live, status: 'live', companyId: row!.company_id, companyName: company.input.companyName, platforms: ['Steam'] },
      preLaunch: false,
    });
    expect((await answered(visitor.op(PUBLIC_KEY_CAMPAIGN, { id: hidden }))).publicKeyCampaign.campaign.status).toBe('upcoming');
    for (const id of [draft, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await visitor.op(PUBLIC_KEY_CAMPAIGN, { id })).errors[0]?.extensions?.code, id).toBe('EXPLORE.KEY_CAMPAIGN_NOT_FOUND');
    }
    // The cards carry the company too, so every company name can lead to its page.
    const cards = await answered(visitor.op(PUBLIC_KEY_CAMPAIGNS, { first: 100 }));
    expect(cards.publicKeyCampaigns.edges.find((e) => e.node.id === live)?.node.companyId).toBe(row!.company_id);
  });

  it('pages by keyset: each item once, in the same order as one big page', async () => {
    const company = await reviewedCompany();
    for (let i = 0; i < 3; i += 1) await keyCampaign(company, { publish: true, visibility: 'discoverable', startsInDays: -1 });
    const visitor = app.client();
    const whole = (await visitor.op(PUBLIC_KEY_CAMPAIGNS, { first: 100 })).data!.publicKeyCampaigns.edges.map((e) => e.node.id);
    const paged = await keyCampaignIds(visitor, 2);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    expect(paged).toEqual(whole);
  });

  it('lists discoverable published Quests only: not hidden ones, not drafts', async () => {
    const company = await reviewedCompany();
    const shown = await aFilledQuest(app, company.client, 'Public launch');
    await publishQuest(app, company.client, shown);
    const hidden = await aFilledQuest(app, company.client, 'Secret launch');
    const general = {
      name: 'Secret launch',
      startDate: inDays(-1),
      endDate: inDays(30),
      budgetCents: 500_000,
      deliveryType: 'open',
      embargo: null,
      platforms: ['STEAM' as const],
      tags: [],
      visibility: 'Hidden',
    };
    expect((await company.client.op(SAVE_QUEST_STEP, { id: hidden, step: 'general', values: general })).errors).toEqual([]);
    await publishQuest(app, company.client, hidden);
    const draft = await aFilledQuest(app, company.client, 'Draft launch');

    const ids = await questIds((await signedInCreator(app)).client);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(draft);
  });

  it('lists discoverable Creator Programs, not hidden ones', async () => {
    const open = await reviewedCompany();
    const shown = await open.client.op(SAVE_CREATOR_PROGRAM, { values: programValues({ name: `Open ${unique()}` }) });
    expect(shown.errors).toEqual([]);
    const closed = await reviewedCompany();
    const hidden = await closed.client.op(SAVE_CREATOR_PROGRAM, {
      values: programValues({ name: `Closed ${unique()}`, visibility: 'hidden' }),
    });
    expect(hidden.errors).toEqual([]);

    const ids = await programIds(app.client());
    expect(ids).toContain(shown.data!.saveCreatorProgram.id);
    expect(ids).not.toContain(hidden.data!.saveCreatorProgram.id);
  });

  it("features a creator's first public page, and the figures count creators", async () => {
    const visitor = app.client();
    const before = (await visitor.op(PUBLIC_FIGURES, {})).data!.publicFigures;
    const creator = await signedInCreator(app);
    const slug = `feat-${unique()}`;
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'Cosy streams', links: [] } })).errors).toEqual([]);
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug: `${slug}-two`, title: 'Second', links: [] } })).errors).toEqual(
      [],
    );

    const featured = (await visitor.op(FEATURED_CREATORS, { first: 100 })).data!.featuredCreators.edges.map((e) => e.node);
    const mine = featured.filter((c) => c.slug.startsWith(slug));
    expect(mine).toEqual([expect.objectContaining({ slug, title: 'Cosy streams', followers: 0, providers: [] })]);
    const after = (await visitor.op(PUBLIC_FIGURES, {})).data!.publicFigures;
    expect(after.creators - before.creators).toBe(1);
  });

  it('serves robots.txt and a sitemap.xml listing the public pages and the creator pages', async () => {
    const creator = await signedInCreator(app);
    const slug = `map-${unique()}`;
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'On the map', links: [] } })).errors).toEqual([]);
    const visitor = app.client();

    const robots = await visitor.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);

    const sitemap = await visitor.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>http[^<]*\/explore<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>http[^<]*/${slug}</loc><lastmod>`));
  });

  it('lists live Key campaigns, discoverable Creator Programs and their companies in the sitemap; drafts, hidden ones and a company with nothing listed stay out', async () => {
    const listed = await reviewedCompany();
    const live = await keyCampaign(listed, { publish: true, visibility: 'discoverable', startsInDays: -1 });
    const draft = await keyCampaign(listed, { publish: false, visibility: 'discoverable', startsInDays: -1 });
    const hiddenCampaign = await keyCampaign(listed, { publish: true, visibility: 'hidden', startsInDays: -1 });
    const shown = await listed.client.op(SAVE_CREATOR_PROGRAM, { values: programValues({ name: `Mapped ${unique()}` }) });
    const quiet = await reviewedCompany();
    const hidden = await quiet.client.op(SAVE_CREATOR_PROGRAM, {
      values: programValues({ name: `Unmapped ${unique()}`, visibility: 'hidden' }),
    });
    expect([shown.errors, hidden.errors]).toEqual([[], []]);

    const companyIdOf = async (company: Company) =>
      (await sql<{ id: string }>(app.databaseUrl, 'select id from company where name = ?', [company.input.companyName]))[0]!.id;
    const [listedId, quietId] = [await companyIdOf(listed), await companyIdOf(quiet)];

    const xml = await (await app.client().request('/sitemap.xml')).text();

    expect(xml).toMatch(new RegExp(`<loc>http[^<]*/campaigns/${live}</loc><lastmod>`));
    expect(xml).toMatch(new RegExp(`<loc>http[^<]*/creator-programs/${shown.data!.saveCreatorProgram.id}</loc><lastmod>`));
    expect(xml).toMatch(new RegExp(`<loc>http[^<]*/company/${listedId}</loc>`));
    for (const away of [draft, hiddenCampaign, hidden.data!.saveCreatorProgram.id, quietId]) expect(xml).not.toContain(away);
  });

  it('orders featured creators by their reach over every channel, paging without repeats', async () => {
    const channel = (creatorId: string, provider: string, followers: number) =>
      sql(
        app.databaseUrl,
        `insert into creator_channel (id, creator_id, provider, provider_channel_id, handle, display_name, followers,
           account_created_at, affiliation, language, country, synced_at)
         values (gen_random_uuid(), ?, ?, gen_random_uuid()::text, 'h', 'h', ?, now(), 'none', 'en', 'SE', now())`,
        [creatorId, provider, followers],
      );
    const slugs: string[] = [];
    for (const [twitch, youtube] of [
      [5_000_000, 1],
      [4_000_000, 2_000_000],
    ] as const) {
      const creator = await signedInCreator(app);
      const slug = `reach-${unique()}`;
      expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'Reach', links: [] } })).errors).toEqual([]);
      const [row] = await sql<{ creator_id: string }>(app.databaseUrl, 'select creator_id from creator_page where slug = ?', [slug]);
      await channel(row!.creator_id, 'twitch', twitch);
      await channel(row!.creator_id, 'youtube', youtube);
      slugs.push(slug);
    }
    const visitor = app.client();
    const first = (await answered(visitor.op(FEATURED_CREATORS, { first: 1 }))).featuredCreators;
    expect(first.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ slug: slugs[1], followers: 6_000_000, providers: ['twitch', 'youtube'] }),
    ]);
    const second = (await answered(visitor.op(FEATURED_CREATORS, { first: 1, after: first.pageInfo.endCursor }))).featuredCreators;
    expect(second.edges.map((e) => e.node.slug)).toEqual([slugs[0]]);
  });
});
