import { describe, expect, it } from 'vitest';
import { aChannel, creator, requirements } from '../testing/requirements-builders.ts';
import { AUDIENCE_METRIC_IDS, AUDIENCE_METRICS, type AudienceMetric } from './audience-metrics.ts';
import type { Eligibility, RequirementGroup } from './eligibility.ts';
import { evaluateRequirements, groupOf } from './evaluate-requirements.ts';

const status = (e: Eligibility, group: RequirementGroup) => groupOf(e, group)?.status;
const reasons = (e: Eligibility, group: RequirementGroup) => groupOf(e, group)?.reasons ?? [];

describe('evaluateRequirements: location and language', () => {
  it('passes every group of requirements that ask nothing', () => {
    const result = evaluateRequirements(requirements(), creator());
    expect(result.eligible).toBe(true);
    expect(result.waiver).toBe('requirements');
    expect(result.groups.map((g) => [g.group, g.status])).toEqual([
      ['location', 'Passed'],
      ['language', 'Passed'],
      ['audience', 'Passed'],
      ['membership', 'Passed'],
    ]);
    expect(reasons(result, 'location')).toEqual(['The campaign is open to every location.']);
  });

  it('passes a listed country and refuses another, saying why', () => {
    const req = requirements({ location: { countries: ['SE', 'NO'], continents: [] } });
    expect(status(evaluateRequirements(req, creator({ country: 'SE' })), 'location')).toBe('Passed');
    const refused = evaluateRequirements(req, creator({ country: 'DE' }));
    expect(refused.eligible).toBe(false);
    expect(status(refused, 'location')).toBe('Not met');
    expect(reasons(refused, 'location')).toEqual(["Your country (DE) is not one of the campaign's countries (SE, NO)."]);
  });

  it('passes a country on a listed continent, and any one of country or continent suffices', () => {
    const req = requirements({ location: { countries: ['US'], continents: ['europe'] } });
    const swede = evaluateRequirements(req, creator({ country: 'SE' }));
    expect(status(swede, 'location')).toBe('Passed');
    expect(reasons(swede, 'location')).toEqual(["Your continent (europe) is one of the campaign's continents."]);
    expect(status(evaluateRequirements(req, creator({ country: 'US' })), 'location')).toBe('Passed');
    expect(reasons(evaluateRequirements(req, creator({ country: 'BR' })), 'location')).toHaveLength(2);
  });

  it('refuses a creator without a country, or with a country outside the map, when a location is asked', () => {
    const req = requirements({ location: { countries: ['SE'], continents: ['europe'] } });
    const unset = evaluateRequirements(req, creator({ country: null }));
    expect(status(unset, 'location')).toBe('Not met');
    expect(reasons(unset, 'location')[0]).toContain('Set your country');
    expect(status(evaluateRequirements(req, creator({ country: 'ZZ' })), 'location')).toBe('Not met');
  });

  it('passes a creator who makes content in any one campaign language', () => {
    const req = requirements({ languages: ['de', 'sv'] });
    const result = evaluateRequirements(req, creator({ languages: ['en', 'sv'] }));
    expect(status(result, 'language')).toBe('Passed');
    expect(reasons(result, 'language')).toEqual(['You create content in sv.']);
    const refused = evaluateRequirements(req, creator({ languages: ['en'] }));
    expect(status(refused, 'language')).toBe('Not met');
    expect(reasons(refused, 'language')).toEqual(['The campaign asks for content in de, sv.']);
    expect(status(evaluateRequirements(req, creator({ languages: [] })), 'language')).toBe('Not met');
  });

  it('needs location and language both: either one alone is not eligible', () => {
    const req = requirements({ location: { countries: ['SE'], continents: [] }, languages: ['sv'] });
    expect(evaluateRequirements(req, creator({ country: 'SE', languages: ['sv'] })).eligible).toBe(true);
    expect(evaluateRequirements(req, creator({ country: 'SE', languages: ['en'] })).eligible).toBe(false);
    expect(evaluateRequirements(req, creator({ country: 'DK', languages: ['sv'] })).eligible).toBe(false);
  });
});

describe('evaluateRequirements: audience', () => {
  const channelMeeting = (metric: AudienceMetric, value: number) => {
    const { provider, figure } = AUDIENCE_METRICS[metric];
    return aChannel(provider, { [figure]: value });
  };

  it.each(AUDIENCE_METRIC_IDS)('%s: exactly the threshold passes, one below does not', (metric) => {
    const req = requirements({ audience: { [metric]: 250 } });
    expect(status(evaluateRequirements(req, creator({ channels: [channelMeeting(metric, 250)] })), 'audience')).toBe('Passed');
    const below = evaluateRequirements(req, creator({ channels: [channelMeeting(metric, 249)] }));
    expect(status(below, 'audience')).toBe('Not met');
    expect(below.eligible).toBe(false);
    expect(reasons(below, 'audience')).toEqual([`${AUDIENCE_METRICS[metric].label}: needs at least 250, you have 249.`]);
  });

  it('does not read one platform figure for another', () => {
    const req = requirements({ audience: { youtubeSubscribers: 100 } });
    const result = evaluateRequirements(req, creator({ channels: [aChannel('twitch', { followers: 10_000 })] }));
    expect(reasons(result, 'audience')).toEqual(['YouTube subscribers: needs at least 100, and there is no figure for you yet.']);
  });

  it('passes the group on any one threshold met and lists only that one', () => {
    const req = requirements({ audience: { twitchFollowers: 1_000, youtubeSubscribers: 500 } });
    const result = evaluateRequirements(
      req,
      creator({ channels: [aChannel('twitch', { followers: 10 }), aChannel('youtube', { followers: 1_500 })] }),
    );
    expect(status(result, 'audience')).toBe('Passed');
    expect(reasons(result, 'audience')).toEqual(['YouTube subscribers: you have 1,500, at least 500 needed.']);
    expect(groupOf(result, 'audience')?.checks.map((c) => [c.id, c.met])).toEqual([
      ['audience.twitchFollowers', false],
      ['audience.youtubeSubscribers', true],
    ]);
  });

  it('takes the best of several channels on one platform and treats a missing figure as not met', () => {
    const req = requirements({ audience: { twitchAverageConcurrentViewers: 50 } });
    const channels = [aChannel('twitch', { averageConcurrentViewers: null }), aChannel('twitch', { averageConcurrentViewers: 60 })];
    expect(status(evaluateRequirements(req, creator({ channels })), 'audience')).toBe('Passed');
    expect(status(evaluateRequirements(req, creator({ channels: [channels[0]!] })), 'audience')).toBe('Not met');
  });
});
