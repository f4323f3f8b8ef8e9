import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { aKeyCampaign, BUILDER_NOW } from '../testing/builders.ts';
import {
  acceptsApplications,
  campaignAllows,
  createKeyCampaign,
  isPublicCampaign,
  keyCampaignStatus,
  keysFor,
} from './key-campaign.entity.ts';

const context = { id: 'kc', companyId: 'company-1', now: BUILDER_NOW };

describe('createKeyCampaign', () => {
  it('builds an unpublished draft with every field of spec 3', () => {
    const result = createKeyCampaign(
      {
        name: ' Launch keys ',
        startDate: '2025-04-01T00:00:00.000Z',
        endDate: new Date('2025-05-01T00:00:00.000Z'),
        plannedRelease: '2025-06-01T00:00:00.000Z',
        platforms: ['Steam'],
        tags: ['rpg'],
        media: ['https://img.test/a.png'],
        keysPerPlatform: { Steam: 25 },
        specialInstructions: ' No spoilers ',
        embargo: '2025-04-02T00:00:00.000Z',
        participationCriteria: { minimumFollowers: 250 },
        preLaunch: true,
        visibility: 'hidden',
      },
      context,
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        id: 'kc',
        companyId: 'company-1',
        name: 'Launch keys',
        startDate: new Date('2025-04-01T00:00:00.000Z'),
        plannedRelease: new Date('2025-06-01T00:00:00.000Z'),
        keysPerPlatform: { Steam: 25 },
        specialInstructions: 'No spoilers',
        embargo: new Date('2025-04-02T00:00:00.000Z'),
        participationCriteria: { minimumFollowers: 250, minimumAverageViewers: 0 },
        preLaunch: true,
        visibility: 'hidden',
        publishedAt: null,
        convertedAt: null,
        createdAt: BUILDER_NOW,
      },
    });
  });

  it('defaults the optional fields', () => {
    expect(createKeyCampaign({ name: 'Keys' }, context)).toMatchObject({
      ok: true,
      value: {
        startDate: null,
        endDate: null,
        platforms: [],
        specialInstructions: null,
        preLaunch: false,
        visibility: 'discoverable',
        codeItemId: null,
      },
    });
  });

  it('requires a name', () => {
    expect(createKeyCampaign({ name: '  ' }, context)).toMatchObject({
      ok: false,
      error: { code: 'KEYS.INVALID_FIELD', field: 'name', message: 'Name is required.' },
    });
    expect(createKeyCampaign(undefined, context)).toMatchObject({ ok: false, error: { field: 'campaign' } });
  });

  it('needs the end after the start', () => {
    const start = '2025-04-01T00:00:00.000Z';
    expect(createKeyCampaign({ name: 'K', startDate: start, endDate: start }, context)).toMatchObject({
      ok: false,
      error: { field: 'endDate' },
    });
    expect(createKeyCampaign({ name: 'K', startDate: start, endDate: '2025-04-01T00:00:00.001Z' }, context).ok).toBe(true);
  });

  it('takes whole, non-negative key counts for campaign platforms only', () => {
    expect(createKeyCampaign({ name: 'K', platforms: ['Steam'], keysPerPlatform: { Steam: -1 } }, context)).toMatchObject({
      ok: false,
      error: { field: 'keysPerPlatform.Steam' },
    });
    expect(createKeyCampaign({ name: 'K', platforms: ['Steam'], keysPerPlatform: { Steam: 1.5 } }, context).ok).toBe(false);
    expect(createKeyCampaign({ name: 'K', platforms: ['Steam'], keysPerPlatform: { Xbox: 3 } }, context)).toMatchObject({
      ok: false,
      error: { field: 'keysPerPlatform' },
    });
    expect(createKeyCampaign({ name: 'K', platforms: ['Steam'], keysPerPlatform: { Steam: 0 } }, context).ok).toBe(true);
  });
});

describe('keyCampaignStatus and acceptsApplications', () => {
  const start = addMs(BUILDER_NOW, DAY_MS);
  const end = addMs(start, 10 * DAY_MS);
  const campaign = aKeyCampaign({ startDate: start, endDate: end });

  it('is draft while unpublished, whatever the dates', () => {
    expect(keyCampaignStatus({ ...campaign, publishedAt: null }, addMs(start, DAY_MS))).toBe('draft');
    expect(acceptsApplications({ ...campaign, publishedAt: null }, addMs(start, DAY_MS))).toBe(false);
  });

  it('is upcoming until the start instant and active from it', () => {
    expect(keyCampaignStatus(campaign, addMs(start, -1))).toBe('upcoming');
    expect(keyCampaignStatus(campaign, start)).toBe('active');
    expect(acceptsApplications(campaign, addMs(start, -1))).toBe(false);
    expect(acceptsApplications(campaign, start)).toBe(true);
  });

  it('closes to applications at the end instant', () => {
    expect(acceptsApplications(campaign, addMs(end, -1))).toBe(true);
    expect(acceptsApplications(campaign, end)).toBe(false);
  });

  it('is active with no start date and open with no end date', () => {
    expect(keyCampaignStatus({ ...campaign, startDate: null }, BUILDER_NOW)).toBe('active');
    expect(acceptsApplications({ ...campaign, startDate: null, endDate: null }, addMs(BUILDER_NOW, 1000 * DAY_MS))).toBe(true);
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
  it('finds the keys of a platform ignoring case, 0 when none were set', () => {
    const campaign = aKeyCampaign({ platforms: ['Steam', 'Xbox'], keysPerPlatform: { Steam: 4 } });
    expect(keysFor(campaign, 'steam')).toEqual({ platform: 'Steam', count: 4 });
    expect(keysFor(campaign, 'Xbox')).toEqual({ platform: 'Xbox', count: 0 });
    expect(keysFor(campaign, 'GOG')).toBeNull();
  });
});
