import { describe, expect, it } from 'vitest';
import type { ChannelProvider } from '../../../shared/channel-statistics.port.ts';
import { DAY_MS, addMs } from '../../../shared/time.ts';
import { ACCESS_NOW as now, channelStats } from '../testing/qualifying-channel.ts';
import { REFUSAL_REASONS, assessChannel, refusalMessage } from './creator-access-thresholds.ts';

const daysOld = (days: number) => addMs(now, -days * DAY_MS);
const assess = (provider: ChannelProvider, changes: Parameters<typeof channelStats>[1]) =>
  assessChannel(provider, `${provider}-1`, channelStats(provider, changes), now);

describe('creator access thresholds', () => {
  it.each(['twitch', 'youtube', 'tiktok'] as const)('%s: 250 followers qualify, 249 do not', (provider) => {
    expect(assess(provider, { followers: 250 })).toMatchObject({ qualifies: true, reasons: [] });
    expect(assess(provider, { followers: 249 })).toMatchObject({ qualifies: false, reasons: ['insufficientFollowers'] });
  });

  it.each(['twitch', 'youtube'] as const)('%s: an account exactly 90 days old qualifies; 89 days or 1 ms short does not', (provider) => {
    expect(assess(provider, { accountCreatedAt: daysOld(90) }).qualifies).toBe(true);
    expect(assess(provider, { accountCreatedAt: daysOld(89) }).reasons).toEqual(['channelTooNew']);
    expect(assess(provider, { accountCreatedAt: addMs(daysOld(90), 1) }).reasons).toEqual(['channelTooNew']);
  });

  it('tiktok: 30 days old is enough, 29 days is not', () => {
    expect(assess('tiktok', { accountCreatedAt: daysOld(30) }).qualifies).toBe(true);
    expect(assess('tiktok', { accountCreatedAt: daysOld(29) }).reasons).toEqual(['channelTooNew']);
    expect(assess('tiktok', { accountCreatedAt: addMs(daysOld(30), 1) }).reasons).toEqual(['channelTooNew']);
  });

  it('tiktok: needs a business account; an unknown flag is missing data', () => {
    expect(assess('tiktok', { isBusinessAccount: false }).reasons).toEqual(['notBusinessAccount']);
    expect(assess('tiktok', { isBusinessAccount: null }).reasons).toEqual(['dataUnavailable']);
    expect(assess('twitch', { isBusinessAccount: false }).qualifies).toBe(true);
  });

  it('gives every reason that applies, and dataUnavailable when there are no figures', () => {
    expect(assess('youtube', { followers: 0, accountCreatedAt: daysOld(1) }).reasons).toEqual(['channelTooNew', 'insufficientFollowers']);
    expect(assessChannel('twitch', 'gone', null, now)).toEqual({
      provider: 'twitch',
      channelId: 'gone',
      qualifies: false,
      reasons: ['dataUnavailable'],
    });
  });

  it("explains each reason with the platform's own numbers and words", () => {
    expect(refusalMessage('tiktok', 'channelTooNew')).toBe('Your TikTok account must be at least 30 days old.');
    expect(refusalMessage('youtube', 'insufficientFollowers')).toBe('Your YouTube channel needs at least 250 subscribers.');
    // Every refusal that compares a figure says both figures.
    const figures = assess('twitch', { followers: 40, accountCreatedAt: daysOld(12) }).figures;
    expect(figures).toEqual({ followers: 40, accountAgeDays: 12 });
    expect(refusalMessage('twitch', 'insufficientFollowers', figures)).toBe('Your Twitch channel needs at least 250 followers; it has 40.');
    expect(refusalMessage('tiktok', 'channelTooNew', { followers: 900, accountAgeDays: 1 })).toBe(
      'Your TikTok account must be at least 30 days old; it is 1 day old.',
    );
    expect(refusalMessage('tiktok', 'notBusinessAccount')).toContain('business account');
    expect(refusalMessage('twitch', 'dataUnavailable')).toContain('24 hours');
    for (const reason of REFUSAL_REASONS) expect(refusalMessage('twitch', reason)).toMatch(/Twitch/);
  });
});
