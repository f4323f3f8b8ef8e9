import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { PUBLISHING_NOW as now, aKeyCampaignSubject, aMissionSubject, aQuestSubject } from '../testing/publishing-builders.ts';
import { PUBLISH_CHECKS } from './publish-check-ids.ts';
import { publishChecks } from './publish-checks.ts';
import type { PublishSubject } from './publish-subject.ts';

const ids = (subject: PublishSubject, emailVerified = true) => publishChecks(subject, { now, emailVerified }).map((f) => f.id);
const at = (ms: number) => addMs(now, ms);

describe('publish checks: Quest', () => {
  it('passes a complete quest', () => {
    expect(ids(aQuestSubject())).toEqual([]);
  });

  it('returns every failed check at once, with its Fix target', () => {
    const empty = aQuestSubject({
      name: ' ',
      startDate: null,
      endDate: null,
      codeManagerItemCount: 0,
      keySetCount: 0,
      talkingPointCount: 0,
    });
    const failures = publishChecks(empty, { now, emailVerified: false });
    expect(failures.map((f) => f.id)).toEqual([
      'quest.name',
      'quest.startDate',
      'quest.endDateInFuture',
      'quest.codeManagerItem',
      'quest.keys',
      'quest.talkingPoint',
      'quest.verifiedEmail',
    ]);
    expect(failures[0]).toEqual({ id: 'quest.name', wizard: 'quest', step: '', field: 'name', message: 'Give the quest a name.' });
    expect(failures.find((f) => f.id === 'quest.talkingPoint')).toMatchObject({ step: 'goals-and-info', field: 'talkingPoints' });
  });

  it('needs the end date strictly in the future: 1 ms ahead passes, exactly now fails', () => {
    expect(ids(aQuestSubject({ endDate: at(1) }))).toEqual([]);
    expect(ids(aQuestSubject({ endDate: now }))).toEqual(['quest.endDateInFuture']);
  });

  it('accepts an embargo exactly 12 hours before the end, refuses one 1 ms later', () => {
    const endDate = at(48 * HOUR_MS);
    expect(ids(aQuestSubject({ endDate, embargo: addMs(endDate, -12 * HOUR_MS) }))).toEqual([]);
    const late = publishChecks(aQuestSubject({ endDate, embargo: addMs(endDate, -12 * HOUR_MS + 1) }), { now, emailVerified: true });
    expect(late).toEqual([
      expect.objectContaining({
        id: 'quest.embargoOrDate',
        field: 'embargo',
        message: 'The embargo must be at least 12 hours before the end date.',
      }),
    ]);
  });

  it('refuses an embargo on open delivery and an embargo without an end date', () => {
    const open = publishChecks(aQuestSubject({ deliveryType: 'open', embargo: at(HOUR_MS) }), { now, emailVerified: true });
    expect(open.map((f) => f.message)).toEqual(['An embargo is only possible for specific-date or date-range delivery.']);
    const noEnd = publishChecks(aQuestSubject({ endDate: null, embargo: at(HOUR_MS) }), { now, emailVerified: true });
    expect(noEnd.map((f) => f.message)).toEqual(['Set an end date in the future.', 'An embargo needs an end date.']);
  });

  it('without an embargo, needs a specific delivery date in the future', () => {
    const specific = (deliveryDate: Date | null) => aQuestSubject({ deliveryType: 'specificDate', deliveryDate });
    expect(ids(specific(at(1)))).toEqual([]);
    expect(ids(specific(now))).toEqual(['quest.embargoOrDate']);
    expect(ids(specific(null))).toEqual(['quest.embargoOrDate']);
    expect(ids(aQuestSubject({ deliveryType: 'open' }))).toEqual([]);
  });
});

describe('publish checks: Key campaign', () => {
  it('passes a complete campaign and needs no talking points or embargo', () => {
    expect(ids(aKeyCampaignSubject())).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'campaign.name'],
    [{ startDate: null }, 'campaign.startDate'],
    [{ endDate: now }, 'campaign.endDateInFuture'],
    [{ codeManagerItemCount: 0 }, 'campaign.codeManagerItem'],
    [{ keySetCount: 0 }, 'campaign.keys'],
  ])('fails %o as %s', (change, id) => {
    expect(ids(aKeyCampaignSubject(change))).toEqual([id]);
  });

  it('needs a verified email', () => {
    expect(ids(aKeyCampaignSubject(), false)).toEqual(['campaign.verifiedEmail']);
  });

  it('publishes a pre-launch campaign with no Code Manager item and no keys, but still checks its dates', () => {
    expect(ids(aKeyCampaignSubject({ preLaunch: true, codeManagerItemCount: 0, keySetCount: 0 }))).toEqual([]);
    expect(ids(aKeyCampaignSubject({ preLaunch: true, codeManagerItemCount: 0, keySetCount: 0, startDate: null }))).toEqual([
      'campaign.startDate',
    ]);
  });
});

describe('publish checks: Mission', () => {
  it('passes a complete mission, and one starting exactly now', () => {
    expect(ids(aMissionSubject())).toEqual([]);
    expect(ids(aMissionSubject({ startDate: now }))).toEqual([]);
  });

  it('refuses a start 1 ms in the past or missing', () => {
    expect(ids(aMissionSubject({ startDate: at(-1) }))).toEqual(['mission.startDateNotPast']);
    expect(ids(aMissionSubject({ startDate: null }))).toEqual(['mission.startDateNotPast']);
  });

  it('returns every failed check of an empty mission', () => {
    const empty = aMissionSubject({ criterionCount: 0, gameCount: 0, rewardCount: 0 });
    expect(ids(empty, false)).toEqual(['mission.criterion', 'mission.game', 'mission.reward', 'mission.verifiedEmail']);
  });
});

describe('Fix targets', () => {
  it('point every check at a wizard step and field, and keep ids prefixed by their kind', () => {
    for (const [id, check] of Object.entries(PUBLISH_CHECKS)) {
      expect(id).toMatch(/^(quest|campaign|mission)\.[a-zA-Z]+$/);
      expect(check.field).not.toBe('');
      expect(['quest', 'keyCampaign', 'mission', 'account']).toContain(check.wizard);
    }
  });
});
