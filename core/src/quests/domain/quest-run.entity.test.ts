import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { actionDue, agreedAmount, confirmedAmount, timeLeftMs } from './quest-run.entity.ts';

describe('actionDue: time left is shown for the party whose action is due', () => {
  it.each([
    ['a creator offer waits on the company', () => aQuestRun(), 'COMPANY'],
    ['a company counter waits on the creator', () => aQuestRun().counteredBy('COMPANY'), 'CREATOR'],
    ['a creator counter waits on the company', () => aQuestRun().counteredBy('COMPANY').counteredBy('CREATOR'), 'COMPANY'],
    ['payment waits on the company', () => aQuestRun().acceptedBy(), 'COMPANY'],
    ['production waits on the creator', () => aQuestRun().paid(), 'CREATOR'],
    ['a resubmission waits on the creator', () => aQuestRun().paid().submitted().contentDeclined(), 'CREATOR'],
    [
      'listing waits on the creator',
      () =>
        aQuestRun({ terms: { contentType: 'Video' } })
          .paid()
          .submitted()
          .approved(),
      'CREATOR',
    ],
  ] as const)('%s, with its deadline', (_name, build, party) => {
    const run = build().build();
    expect(run.dueAt).not.toBeNull();
    expect(actionDue(run)).toEqual({ party, deadline: run.dueAt });
  });

  it('shows the company as due in review, with its 5 days to review', () => {
    const run = aQuestRun().paid().submitted().build();
    expect(actionDue(run)).toEqual({ party: 'COMPANY', deadline: addMs(run.submissions[0]!.submittedAt, 5 * DAY_MS) });
  });

  it.each([
    ['payout (the system acts)', () => aQuestRun().paid().submitted().inPayout()],
    ['completion', () => aQuestRun().paid().submitted().inPayout().completed()],
    ['a declined bid', () => aQuestRun().declinedBy()],
    ['an expired payment', () => aQuestRun().acceptedBy().expired()],
  ] as const)('shows nobody in %s', (_name, build) => {
    expect(actionDue(build().build())).toEqual({ party: null, deadline: null });
  });
});

describe('timeLeftMs', () => {
  it('counts down to the deadline and stops at 0', () => {
    const run = aQuestRun().build();
    const dueAt = run.dueAt ?? BUILDER_NOW;
    expect(timeLeftMs(run, addMs(dueAt, -1500))).toBe(1500);
    expect(timeLeftMs(run, addMs(dueAt, 1))).toBe(0);
  });

  it('is null when nothing is timed', () => {
    expect(timeLeftMs(aQuestRun().paid().submitted().inPayout().build(), BUILDER_NOW)).toBeNull();
  });
});

describe('agreed amount', () => {
  it('is the last bid once accepted, and none before', () => {
    expect(agreedAmount(aQuestRun().counteredBy('COMPANY', 30_000).build())).toBeNull();
    expect(agreedAmount(aQuestRun().counteredBy('COMPANY', 30_000).acceptedBy('CREATOR').build())).toBe(30_000);
  });

  it('throws when code asks for the deal of a run that has none', () => {
    expect(() => confirmedAmount(aQuestRun().build())).toThrow(/no accepted bid/);
  });
});
