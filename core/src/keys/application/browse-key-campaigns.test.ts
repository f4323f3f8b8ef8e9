import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { keysTestDeps, seedKeys } from '../testing/keys-test-deps.ts';
import {
  BrowseKeyCampaigns,
  ListKeyParticipants,
  RevealClaimedKey,
  ViewKeyCampaignAsCompany,
  ViewKeyCampaignAsCreator,
} from './key-campaign-queries.ts';

const page = { after: null, before: null, limit: 2, inverted: false };
const query = { section: 'recent' as const, genres: [], platforms: [], category: null, now: BUILDER_NOW };

describe('BrowseKeyCampaigns', () => {
  it('fills a page with campaigns the creator is eligible for when asked, reading further pages', async () => {
    const deps = keysTestDeps();
    const published = (days: number) => addMs(BUILDER_NOW, -days * DAY_MS);
    const open = [1, 2, 3, 4].map((d) => aKeyCampaign({ publishedAt: published(d), companyId: `company-${d}` }));
    await seedKeys(deps, { campaigns: open });
    // The creator is ineligible at companies 1 and 3 (the eligibility twin answers per creator; stand in with a wrapper).
    const eligibility = {
      evaluate: async (_creatorId: string, companyId: string) => ({
        ...(await deps.eligibility.evaluate('x', companyId)),
        eligible: !['company-1', 'company-3'].includes(companyId),
      }),
    };
    const browse = new BrowseKeyCampaigns({ campaigns: deps.campaigns, eligibility });
    expect((await browse.execute({ creatorId: 'c', query, page, onlyEligible: true })).map((c) => c.companyId)).toEqual([
      'company-2',
      'company-4',
    ]);
    expect((await browse.execute({ creatorId: 'c', query, page, onlyEligible: false })).map((c) => c.companyId)).toEqual([
      'company-1',
      'company-2',
    ]);
  });
});

describe('campaign views', () => {
  it('shows a creator a live campaign with their state, eligibility and claimable keys per platform', async () => {
    const deps = keysTestDeps();
    const campaign = aKeyCampaign({
      keys: [
        { platform: 'Steam', count: 1 },
        { platform: 'Xbox', count: 5 },
      ],
      specialInstructions: 'No spoilers',
    });
    const mine = aParticipant(campaign, { state: 'accepted' });
    await seedKeys(deps, { campaigns: [campaign], participants: [mine] });
    deps.keyCodes.stock(campaign.id, 'Steam', ['S-1', 'S-2']);
    deps.keyCodes.stock(campaign.id, 'Xbox', ['X-1']);
    await deps.campaigns.reserveKey(campaign.id, 'Steam');
    const view = await new ViewKeyCampaignAsCreator(deps).execute({ creatorId: mine.creatorId, campaignId: campaign.id });
    expect(view).toMatchObject({
      ok: true,
      value: {
        participation: { id: mine.id },
        eligibility: { eligible: true },
        needsAgreement: true,
        listed: true,
        keys: [
          { platform: 'Steam', offered: 1, claimed: 1, available: 0 },
          { platform: 'Xbox', offered: 5, claimed: 0, available: 1 },
        ],
      },
    });
  });

  it('hides drafts from creators and campaigns from other companies', async () => {
    const deps = keysTestDeps();
    const draft = aKeyCampaign({ publishState: 'draft', firstWentLiveAt: null });
    await seedKeys(deps, { campaigns: [draft] });
    expect(await new ViewKeyCampaignAsCreator(deps).execute({ creatorId: 'c', campaignId: draft.id })).toMatchObject({ ok: false });
    expect(await new ViewKeyCampaignAsCompany(deps).execute({ companyId: 'other', campaignId: draft.id })).toMatchObject({ ok: false });
    expect(await new ViewKeyCampaignAsCompany(deps).execute({ companyId: COMPANY_ID, campaignId: draft.id })).toMatchObject({ ok: true });
    const list = new ListKeyParticipants(deps);
    expect(await list.execute({ companyId: 'other', campaignId: draft.id, tab: 'pending', page })).toMatchObject({
      ok: false,
      error: { code: 'KEYS.CAMPAIGN_NOT_FOUND' },
    });
  });

  it('reveals a claimed key to its creator only', async () => {
    const deps = keysTestDeps();
    const campaign = aKeyCampaign();
    const claim = { platform: 'Steam', code: 'SECRET-1', claimedAt: BUILDER_NOW, contentDueAt: BUILDER_NOW };
    const p = aParticipant(campaign, { state: 'claimedKey', claim });
    await seedKeys(deps, { campaigns: [campaign], participants: [p] });
    expect(await new RevealClaimedKey(deps).execute({ creatorId: p.creatorId, participantId: p.id })).toEqual({
      ok: true,
      value: 'SECRET-1',
    });
    expect(await new RevealClaimedKey(deps).execute({ creatorId: 'other', participantId: p.id })).toMatchObject({ ok: false });
  });
});
