import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { contentDueAt } from './content-window.ts';
import { completionRate } from './completion-rate.ts';

const campaign = aKeyCampaign();
const claim = { platform: 'Steam', code: 'K', claimedAt: BUILDER_NOW, contentDueAt: contentDueAt(BUILDER_NOW) };
const submitted = (onTime: boolean) =>
  aParticipant(campaign, { state: 'submittedContent', claim, submission: { url: 'https://x.test', submittedAt: BUILDER_NOW, onTime } });
const waiting = aParticipant(campaign, { state: 'claimedKey', claim });

describe('completionRate', () => {
  it('is null before any content was due', () => {
    expect(completionRate([waiting, aParticipant(campaign)], BUILDER_NOW)).toEqual({ rate: null, onTime: 0, late: 0, missing: 0 });
  });

  it('counts on-time content over due content; late and missing lower it', () => {
    const at = addMs(BUILDER_NOW, 30 * DAY_MS + 1);
    expect(completionRate([submitted(true), submitted(true), submitted(false), waiting], at)).toEqual({
      rate: 0.5,
      onTime: 2,
      late: 1,
      missing: 1,
    });
  });

  it('does not count a key still inside its 30 days', () => {
    expect(completionRate([submitted(true), waiting], addMs(BUILDER_NOW, 30 * DAY_MS))).toMatchObject({ rate: 1, missing: 0 });
  });
});
