import { describe, expect, it } from 'vitest';
import type { InsightsChannel } from '../ports/insights-creator-directory.port.ts';
import { NO_FIGURES } from '../testing/labelled-audiences.ts';
import { audienceAuthenticity, unchattedViewers } from './audience-authenticity.ts';
import type { StatisticsFigures } from './statistics-figures.ts';

const figures = (changes: Partial<StatisticsFigures> = {}): StatisticsFigures => ({ ...NO_FIGURES, ...changes });
const streamDay = (averageCcv: number, peakCcv: number) => ({ figures: figures({ streams: 1, averageCcv, peakCcv }) });
const channel = (provider: InsightsChannel['provider'], followers: number): InsightsChannel => ({
  provider,
  handle: 'someone',
  followers,
  language: 'en',
  country: 'SE',
});
const steadyDays = (n: number, ccv: number) => Array.from({ length: n }, () => streamDay(ccv, ccv * 2));

describe('audience authenticity', () => {
  it('judges nothing on too little: fewer than three stream days and no videos', () => {
    expect(audienceAuthenticity(figures({ streams: 2, averageCcv: 40 }), steadyDays(2, 40), [channel('twitch', 2_000)])).toEqual({
      score: null,
      level: null,
      signals: [],
    });
  });

  it('scores an ordinary channel likely genuine: 2% of followers watching, peaks twice the average', () => {
    const result = audienceAuthenticity(figures({ streams: 10, averageCcv: 40 }), steadyDays(10, 40), [channel('twitch', 2_000)]);
    expect(result).toEqual({ score: 100, level: 'LIKELY_GENUINE', signals: [] });
  });

  it('flags more than a quarter of followers watching at once, with the figures behind it', () => {
    const result = audienceAuthenticity(figures({ streams: 5, averageCcv: 300 }), steadyDays(5, 300), [channel('twitch', 1_000)]);
    expect(result.level).toBe('CHECK');
    expect(result.score).toBe(65);
    expect(result.signals).toEqual([
      {
        code: 'VIEWERS_PER_FOLLOWER_HIGH',
        message: '30.0% of followers watch at once on average (300 of 1,000); most channels see under 5%.',
      },
    ]);
    // Under a quarter but over a twentieth: raised, worth a check on its own.
    expect(audienceAuthenticity(figures({ streams: 5, averageCcv: 250 }), steadyDays(5, 250), [channel('twitch', 1_000)])).toMatchObject({
      score: 75,
      level: 'CHECK',
    });
    // Under a twentieth: nothing to say.
    expect(audienceAuthenticity(figures({ streams: 5, averageCcv: 50 }), steadyDays(5, 50), [channel('twitch', 1_000)]).signals).toEqual(
      [],
    );
  });

  it('flags a big following that hardly watches, but not on a small channel', () => {
    const big = audienceAuthenticity(figures({ streams: 5, averageCcv: 20 }), steadyDays(5, 20), [channel('twitch', 100_000)]);
    expect(big.signals.map((s) => s.code)).toEqual(['VIEWERS_PER_FOLLOWER_LOW']);
    expect(big.signals[0]?.message).toBe('Only 0.02% of 100,000 followers watch at once on average; followers may not be real viewers.');
    expect(audienceAuthenticity(figures({ streams: 5, averageCcv: 0.2 }), steadyDays(5, 0.2), [channel('twitch', 900)]).signals).toEqual(
      [],
    );
  });

  it('flags videos that reach almost none of the channel’s followers', () => {
    const result = audienceAuthenticity(figures({ videos: 4, averageViews: 30 }), [], [channel('youtube', 50_000)]);
    expect(result).toMatchObject({ score: 75, level: 'CHECK' });
    expect(result.signals.map((s) => s.code)).toEqual(['VIEWS_PER_FOLLOWER_LOW']);
  });

  it('flags days whose viewer peak is over four times their average, scaled by how many', () => {
    const days = [...steadyDays(4, 50), streamDay(50, 201), streamDay(50, 400), streamDay(50, 260), streamDay(50, 900)];
    const result = audienceAuthenticity(figures({ streams: 8, averageCcv: 50 }), days, [channel('twitch', 2_500)]);
    expect(result.signals).toEqual([
      { code: 'VIEWER_SPIKES', message: "Viewers jumped to over 4 times the day's average on 4 of 8 stream days." },
    ]);
    expect(result.score).toBe(80);
    // One raid in eight days is ordinary.
    const oneRaid = [...steadyDays(7, 50), streamDay(50, 400)];
    expect(audienceAuthenticity(figures({ streams: 8, averageCcv: 50 }), oneRaid, [channel('twitch', 2_500)]).signals).toEqual([]);
  });

  it('flags an audience hardly any of which is in the chat, with the counted figures', () => {
    const days = steadyDays(10, 40);
    const quiet = audienceAuthenticity(figures({ streams: 10, averageCcv: 40 }), days, [channel('twitch', 2_000)], {
      chatters: 60,
      viewers: 1_200,
      unchattedViewers: 0,
    });
    expect(quiet).toMatchObject({ score: 45, level: 'DOUBTFUL' });
    expect(quiet.signals).toEqual([
      {
        code: 'CHATTERS_PER_VIEWER_LOW',
        message:
          'Only 5.0% of viewers were in the chat while live (60 chatters over 1,200 viewers counted); real audiences show over 20.0%.',
      },
    ]);
    // A lively chat, too few counted viewers to judge, or no chat read at all: no signal.
    for (const chat of [{ chatters: 400, viewers: 1_200 }, { chatters: 5, viewers: 400 }, null].map(
      (c) => c && { ...c, unchattedViewers: 0 },
    ))
      expect(audienceAuthenticity(figures({ streams: 10, averageCcv: 40 }), days, [channel('twitch', 2_000)], chat).signals).toEqual([]);
  });

  it("counts the viewers a stream's own chat does not account for: a botted stretch in full, a raid hardly", () => {
    // An evening of 40 viewers, half of them in the chat, give or take a chatter.
    const evening = Array.from({ length: 18 }, (_, i) => ({ viewers: 40 + (i % 3), chatters: 20 - (i % 2) }));
    expect(unchattedViewers(evening)).toBe(0);
    // Bots add 160 viewers for an hour and nobody to the chat: most of them count, less what the chat's noise could hide.
    const botted = evening.map((s, i) => (i >= 6 && i < 12 ? { ...s, viewers: s.viewers + 160 } : s));
    expect(unchattedViewers(botted)).toBeGreaterThan(0.75 * 6 * 160);
    // A raid brings 160 viewers with their chat (half of them in it, as the channel's own): hardly any count.
    const raided = evening.map((s, i) => (i >= 6 && i < 12 ? { viewers: s.viewers + 160, chatters: s.chatters + 80 } : s));
    expect(unchattedViewers(raided)).toBeLessThan(0.05 * 6 * 160);
    // No chat at all, unread chat or too short a stream: nothing to compare within the stream.
    expect(unchattedViewers(botted.map((s) => ({ ...s, chatters: 0 })))).toBe(0);
    expect(unchattedViewers(botted.map((s) => ({ ...s, chatters: null })))).toBe(0);
    expect(unchattedViewers(botted.slice(0, 2))).toBe(0);
  });

  it('flags viewers who came in stretches the chat did not grow with, with the counted figures', () => {
    const days = steadyDays(10, 60);
    const chat = { chatters: 500, viewers: 2_000, unchattedViewers: 800 };
    const botted = audienceAuthenticity(figures({ streams: 10, averageCcv: 60 }), days, [channel('twitch', 4_000)], chat);
    expect(botted).toMatchObject({ score: 45, level: 'DOUBTFUL' });
    expect(botted.signals).toEqual([
      {
        code: 'VIEWERS_WITHOUT_CHAT',
        message:
          '40.0% of viewers came in stretches of a stream where the chat did not grow with them (800 of 2,000 viewers counted); raids bring their chat along, and real audiences stay under 25.0%.',
      },
    ]);
    // A stretch or two of a quiet chat, or too few counted viewers to judge: no signal.
    for (const quiet of [
      { ...chat, unchattedViewers: 400 },
      { chatters: 100, viewers: 400, unchattedViewers: 200 },
    ])
      expect(audienceAuthenticity(figures({ streams: 10, averageCcv: 60 }), days, [channel('twitch', 4_000)], quiet).signals).toEqual([]);
  });

  it('adds the signals up into doubtful', () => {
    const days = Array.from({ length: 6 }, () => streamDay(400, 2_000));
    const result = audienceAuthenticity(figures({ streams: 6, averageCcv: 400 }), days, [channel('twitch', 1_000)]);
    expect(result.signals.map((s) => s.code)).toEqual(['VIEWERS_PER_FOLLOWER_HIGH', 'VIEWER_SPIKES']);
    expect(result).toMatchObject({ score: 25, level: 'DOUBTFUL' });
  });
});
