import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { aKeyCampaign, BUILDER_NOW } from '../testing/builders.ts';
import { basicsStepSchema, creatorKitStepSchema, createKeyCampaignSchema, gameInfoStepSchema } from './key-campaign-steps.schema.ts';
import {
  acceptsApplications,
  campaignAllows,
  isListed,
  isPublicCampaign,
  keyCampaignStatus,
  keysFor,
  newKeyCampaign,
  openRequirements,
} from './key-campaign.entity.ts';

describe('newKeyCampaign', () => {
  it('starts a draft asking nothing of creators, standard or pre-launch', () => {
    const campaign = newKeyCampaign({ id: 'k', companyId: 'c', kind: 'preLaunch', name: 'Moonlight', now: BUILDER_NOW });
    expect(campaign).toMatchObject({
      publishState: 'draft',
      preLaunch: true,
      keys: [],
      codeItemId: null,
      visibility: 'discoverable',
      requestCount: 0,
      createdAt: BUILDER_NOW,
      updatedAt: BUILDER_NOW,
    });
    expect(Object.values(campaign.requirements.audience).every((t) => t === null)).toBe(true);
    expect(openRequirements()).toMatchObject({ vipAccess: true, allowOffersFromAllCreators: false, languages: [] });
    expect(newKeyCampaign({ id: 'k', companyId: 'c', kind: 'standard', name: 'M', now: BUILDER_NOW }).preLaunch).toBe(false);
  });
});

describe('wizard step schemas', () => {
  it('requires a name and a kind to create', () => {
    expect(v.safeParse(createKeyCampaignSchema, { kind: 'standard', name: '  ' }).issues?.[0]?.message).toBe('Name is required.');
    expect(v.safeParse(createKeyCampaignSchema, { kind: 'mission', name: 'x' }).success).toBe(false);
  });

  it('needs the end after the start, reported at the end date', () => {
    const parsed = v.safeParse(basicsStepSchema, { name: 'x', startDate: '2026-12-02T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' });
    expect(parsed.issues?.[0]).toMatchObject({ message: 'The end date must be after the start date.' });
    expect(v.getDotPath(parsed.issues![0]!)).toBe('endDate');
    expect(v.parse(basicsStepSchema, { name: 'x', startDate: '2026-12-01T00:00:00.000Z' }).startDate).toEqual(
      new Date('2026-12-01T00:00:00.000Z'),
    );
  });

  it('takes media as http(s) links only', () => {
    expect(v.safeParse(gameInfoStepSchema, { media: ['javascript:alert(1)'] }).success).toBe(false);
    expect(v.safeParse(gameInfoStepSchema, { media: ['https://cdn.example.com/a.png'] }).success).toBe(true);
  });

  it('takes whole, positive key counts, each platform once, from a chosen item', () => {
    const keys = (k: unknown) => v.safeParse(creatorKitStepSchema, { codeItemId: 'item', keys: k });
    expect(keys([{ platform: 'Steam', count: 5 }]).success).toBe(true);
    expect(keys([{ platform: 'Steam', count: 0 }]).success).toBe(false);
    expect(keys([{ platform: 'Steam', count: 1.5 }]).success).toBe(false);
    expect(
      keys([
        { platform: 'Steam', count: 1 },
        { platform: 'steam', count: 1 },
      ]).issues?.[0]?.message,
    ).toBe('Each platform can be listed once.');
    const noItem = v.safeParse(creatorKitStepSchema, { codeItemId: null, keys: [{ platform: 'Steam', count: 1 }] });
    expect(v.getDotPath(noItem.issues![0]!)).toBe('codeItemId');
  });
});

describe('keyCampaignStatus, acceptsApplications and isListed', () => {
  const start = addMs(BUILDER_NOW, DAY_MS);
  const end = addMs(start, 10 * DAY_MS);
  const campaign = aKeyCampaign({ startDate: start, endDate: end });

  it('is a draft (unpublished) before publishing, whatever the dates', () => {
    const draft = { ...campaign, publishState: 'draft' as const };
    expect(keyCampaignStatus(draft, addMs(start, DAY_MS))).toBe('unpublished');
    expect(acceptsApplications(draft, addMs(start, DAY_MS))).toBe(false);
    expect(isListed(draft, addMs(start, DAY_MS))).toBe(false);
  });

  it('is upcoming until the start instant and live from it; listed both times', () => {
    expect(keyCampaignStatus(campaign, addMs(start, -1))).toBe('upcoming');
    expect(keyCampaignStatus(campaign, start)).toBe('active');
    expect(acceptsApplications(campaign, addMs(start, -1))).toBe(false);
    expect(acceptsApplications(campaign, start)).toBe(true);
    expect(isListed(campaign, addMs(start, -1))).toBe(true);
    expect(isListed({ ...campaign, visibility: 'hidden' }, start)).toBe(false);
  });

  it('closes to applications at the end instant, and when unpublished', () => {
    expect(acceptsApplications(campaign, addMs(end, -1))).toBe(true);
    expect(acceptsApplications(campaign, end)).toBe(false);
    expect(isListed(campaign, end)).toBe(false);
    expect(keyCampaignStatus({ ...campaign, publishState: 'unpublished' }, start)).toBe('closed');
    expect(acceptsApplications({ ...campaign, publishState: 'unpublished' }, start)).toBe(false);
  });
});

describe('campaign rules', () => {
  it('gates invitations, key claims and content on conversion', () => {
    for (const action of ['invite', 'claimKey', 'submitContent'] as const) {
      expect(campaignAllows(aKeyCampaign({ preLaunch: true }), action)).toBe(false);
      expect(campaignAllows(aKeyCampaign({ preLaunch: false }), action)).toBe(true);
    }
  });
  it('treats discoverable campaigns as public', () => {
    expect(isPublicCampaign(aKeyCampaign({ visibility: 'discoverable' }))).toBe(true);
    expect(isPublicCampaign(aKeyCampaign({ visibility: 'hidden' }))).toBe(false);
  });
  it('finds the keys of a platform ignoring case', () => {
    const campaign = aKeyCampaign({ keys: [{ platform: 'Steam', count: 4 }] });
    expect(keysFor(campaign, 'steam')).toEqual({ platform: 'Steam', count: 4 });
    expect(keysFor(campaign, 'GOG')).toBeNull();
  });
});
