import { expect, it } from 'vitest';
import type { PageRequest } from '../../shared/page.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { addMs, DAY_MS } from '../../shared/time.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import { aKeyCampaign, BUILDER_NOW } from '../testing/builders.ts';
import type { BrowseQuery, KeyCampaignRepositoryPort } from './key-campaign-repository.port.ts';

export interface KeyCampaignRepositoryFixture extends ContractFixture {
  repo: KeyCampaignRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
const ALL: PageRequest = { after: null, before: null, limit: 50, inverted: false };

export function describeKeyCampaignRepositoryContract(name: string, make: () => Promise<KeyCampaignRepositoryFixture>): void {
  describeContract('KeyCampaignRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aCampaign = (changes: Partial<KeyCampaign> = {}) =>
      aKeyCampaign({ id: uuid(), companyId: uuid(), codeItemId: uuid(), ...changes });
    /** Browse sees every campaign in the store: each test tags its own with a unique genre. */
    const browse = (genre: string, query: Partial<BrowseQuery> = {}, page = ALL) =>
      repo().browse({ section: 'all', genres: [genre], platforms: [], category: null, now: BUILDER_NOW, ...query }, page);
    const withGenre = (genre: string, changes: Partial<KeyCampaign> = {}) =>
      aCampaign({
        ...changes,
        game: { name: 'G', description: '', genres: [genre, ...(changes.game?.genres ?? [])], media: [], steamAppId: null },
      });

    it('finds a saved campaign with every field, and replaces it on a second save', async () => {
      const campaign = aCampaign({
        plannedRelease: new Date('2025-05-01T00:00:00.000Z'),
        game: {
          name: 'Moonlight',
          description: 'Drift.',
          genres: ['Racing'],
          media: ['https://cdn.example.com/a.png'],
          steamAppId: 1145360,
        },
        specialInstructions: 'Mention the demo',
        embargo: new Date('2025-05-02T10:00:00.000Z'),
        requirements: {
          ...aKeyCampaign().requirements,
          audience: { ...aKeyCampaign().requirements.audience, twitchFollowers: 250 },
          location: { countries: ['SE'], continents: ['europe'] },
          languages: ['sv'],
          whitelist: [uuid()],
        },
        reviewNote: 'Add a description',
        convertedAt: BUILDER_NOW,
        unpublishedAt: BUILDER_NOW,
        preLaunch: true,
        visibility: 'hidden',
      });
      await repo().save(campaign);
      expect(await repo().findById(campaign.id)).toEqual(campaign);
      const edited = { ...campaign, name: 'Renamed', keys: [{ platform: 'Steam', count: 3 }], codeItemId: null, category: null };
      await repo().save(edited);
      expect(await repo().findById(campaign.id)).toEqual(edited);
      expect(await repo().findByIds([campaign.id, uuid(), 'not-a-uuid'])).toEqual([edited]);
    });

    it('answers null for an unknown campaign', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned campaign changes nothing stored', async () => {
      const campaign = aCampaign();
      await repo().save(campaign);
      const found = await repo().findById(campaign.id);
      Object.assign(found ?? {}, { name: 'changed' });
      Object.assign(found?.keys[0] ?? {}, { count: 0 });
      expect(await repo().findById(campaign.id)).toEqual(campaign);
    });

    it("lists a company's campaigns newest first, ended apart, a page at a time", async () => {
      const companyId = uuid();
      const made = (days: number, changes: Partial<KeyCampaign> = {}) =>
        aCampaign({ companyId, createdAt: addMs(BUILDER_NOW, days * DAY_MS), ...changes });
      const [old, mid, young] = [made(-3), made(-2), made(-1, { publishState: 'draft', firstWentLiveAt: null, publishedAt: null })];
      const ended = made(-4, { endDate: addMs(BUILDER_NOW, -1) });
      for (const c of [old, mid, young, ended, aCampaign()]) await repo().save(c);
      const now = BUILDER_NOW;
      const first = await repo().listByCompany(companyId, { ended: false, now }, { ...ALL, limit: 2 });
      expect(first.map((c) => c.id)).toEqual([young.id, mid.id]);
      const next = await repo().listByCompany(companyId, { ended: false, now }, { ...ALL, after: repo().cursorOf(first[1]!, 'company') });
      expect(next.map((c) => c.id)).toEqual([old.id]);
      expect((await repo().listByCompany(companyId, { ended: true, now }, ALL)).map((c) => c.id)).toEqual([ended.id]);
      const names = await repo().namesByCompany(companyId);
      expect(names.map((n) => n.id).sort()).toEqual([old.id, mid.id, young.id, ended.id].sort());
      expect(names.find((n) => n.id === old.id)?.name).toBe(old.name);
    });

    it('browses only listed campaigns: published, discoverable, upcoming or live', async () => {
      const genre = uuid();
      const live = withGenre(genre);
      const upcoming = withGenre(genre, { startDate: addMs(BUILDER_NOW, DAY_MS), endDate: addMs(BUILDER_NOW, 9 * DAY_MS) });
      const hidden = withGenre(genre, { visibility: 'hidden' });
      const draft = withGenre(genre, { publishState: 'draft', firstWentLiveAt: null, publishedAt: null });
      const held = withGenre(genre, { publishState: 'waitingForReview', firstWentLiveAt: null, publishedAt: null });
      const closed = withGenre(genre, { publishState: 'unpublished' });
      const ended = withGenre(genre, { endDate: BUILDER_NOW });
      for (const c of [live, upcoming, hidden, draft, held, closed, ended]) await repo().save(c);
      expect((await browse(genre)).map((c) => c.id).sort()).toEqual([live.id, upcoming.id].sort());
      expect((await browse(genre, { section: 'upcoming' })).map((c) => c.id)).toEqual([upcoming.id]);
    });

    it('filters by genre (case-blind), platform and category', async () => {
      const genre = uuid();
      const steamGame = withGenre(genre, {
        game: { name: 'G', description: '', genres: ['Racing'], media: [], steamAppId: null },
        keys: [{ platform: 'Steam', count: 1 }],
        category: 'game',
      });
      const xboxDlc = withGenre(genre, { keys: [{ platform: 'Xbox', count: 1 }], category: 'dlc' });
      for (const c of [steamGame, xboxDlc]) await repo().save(c);
      const ids = async (query: Partial<BrowseQuery>) => (await browse(genre, query)).map((c) => c.id);
      expect(await ids({ platforms: ['steam'] })).toEqual([steamGame.id]);
      expect(await ids({ category: 'dlc' })).toEqual([xboxDlc.id]);
      expect(await ids({ platforms: ['Pc'] })).toEqual([steamGame.id]);
      expect(await ids({ platforms: ['Xbox'] })).toEqual([xboxDlc.id]);
      expect(await ids({ platforms: ['Playstation'] })).toEqual([]);
      expect(await ids({ genres: [genre.toUpperCase()] })).toHaveLength(2);
      expect((await browse('racing-' + genre, {})).length).toBe(0);
    });

    it('finds every platform of a family by the family, however the platform was typed', async () => {
      const genre = uuid();
      const typed = ['PS5', 'PlayStation 5', 'playstation 4 ', 'Xbox Series X|S', 'Nintendo Switch', 'steam '];
      const campaigns = typed.map((platform) => withGenre(genre, { keys: [{ platform, count: 1 }] }));
      for (const c of campaigns) await repo().save(c);
      const found = async (filter: string) => (await browse(genre, { platforms: [filter] })).map((c) => c.keys[0]?.platform).sort();
      expect(await found('Playstation')).toEqual(['PS5', 'PlayStation 5', 'playstation 4 '].sort());
      expect(await found('PlayStation')).toEqual(await found('Playstation'));
      expect(await found('Nintendo')).toEqual(['Nintendo Switch']);
      expect(await found('Steam')).toEqual(['steam ']);
      expect(await found('Mobile')).toEqual([]);
    });

    it('orders recently added by publishing, popular by requests, upcoming by start, and pages by cursor', async () => {
      const genre = uuid();
      const published = (days: number) => addMs(BUILDER_NOW, -days * DAY_MS);
      const a = withGenre(genre, { publishedAt: published(3), requestCount: 5 });
      const b = withGenre(genre, { publishedAt: published(1), requestCount: 1 });
      const c = withGenre(genre, { publishedAt: published(2), requestCount: 9 });
      for (const x of [a, b, c]) await repo().save(x);
      expect((await browse(genre, { section: 'recent' })).map((x) => x.id)).toEqual([b.id, c.id, a.id]);
      await repo().countRequest(b.id);
      expect(await repo().findById(b.id)).toMatchObject({ requestCount: 2 });
      const popular = await browse(genre, { section: 'popular' }, { ...ALL, limit: 2 });
      expect(popular.map((x) => x.id)).toEqual([c.id, a.id]);
      const rest = await browse(genre, { section: 'popular' }, { ...ALL, after: repo().cursorOf(popular[1]!, 'popular') });
      expect(rest.map((x) => x.id)).toEqual([b.id]);

      const soon = withGenre(genre, { startDate: addMs(BUILDER_NOW, DAY_MS) });
      const later = withGenre(genre, { startDate: addMs(BUILDER_NOW, 2 * DAY_MS) });
      for (const x of [later, soon]) await repo().save(x);
      expect((await browse(genre, { section: 'upcoming' })).map((x) => x.id)).toEqual([soon.id, later.id]);
    });

    it('lists campaigns held for review, longest waiting first', async () => {
      const older = aCampaign({ publishState: 'waitingForReview', updatedAt: addMs(BUILDER_NOW, -2 * DAY_MS) });
      const newer = aCampaign({ publishState: 'waitingForReview', updatedAt: addMs(BUILDER_NOW, -DAY_MS) });
      for (const c of [newer, older, aCampaign()]) await repo().save(c);
      const held = (await repo().listHeld(ALL)).map((c) => c.id);
      expect(held.indexOf(older.id)).toBeLessThan(held.indexOf(newer.id));
      expect(held).toHaveLength(new Set(held).size);
      expect(held.filter((id) => id === older.id || id === newer.id)).toHaveLength(2);
      const [first] = await repo().listHeld({ ...ALL, limit: 1 });
      const rest = await repo().listHeld({ ...ALL, after: repo().cursorOf(first!, 'held') });
      expect(rest.map((c) => c.id)).not.toContain(first!.id);
    });

    it('reserves keys of a platform up to its count, case-blind, and counts them', async () => {
      const campaign = aCampaign({
        keys: [
          { platform: 'Steam', count: 2 },
          { platform: 'Xbox', count: 1 },
        ],
      });
      await repo().save(campaign);
      expect(await repo().reserveKey(campaign.id, 'steam')).toBe(true);
      expect(await repo().reserveKey(campaign.id, 'Steam')).toBe(true);
      expect(await repo().reserveKey(campaign.id, 'Steam')).toBe(false);
      expect(await repo().reserveKey(campaign.id, 'GOG')).toBe(false);
      expect(await repo().reserveKey(uuid(), 'Steam')).toBe(false);
      expect(await repo().claimedKeys(campaign.id)).toEqual({ Steam: 2 });
    });

    it('never reserves more keys than the count when claims race', async () => {
      const campaign = aCampaign({ keys: [{ platform: 'Steam', count: 3 }] });
      await repo().save(campaign);
      const results = await Promise.all(Array.from({ length: 10 }, () => repo().reserveKey(campaign.id, 'Steam')));
      expect(results.filter(Boolean)).toHaveLength(3);
      expect(await repo().claimedKeys(campaign.id)).toEqual({ Steam: 3 });
    });
  });
}
