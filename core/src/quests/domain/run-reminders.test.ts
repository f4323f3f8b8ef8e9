import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { runReminders } from './run-reminders.ts';

describe('runReminders', () => {
  it('reminds the creator 72 and 24 hours before the content is due', () => {
    const builder = aQuestRun({ terms: { contentType: 'Video' } }).paid();
    const run = builder.build();
    const deadline = addMs(builder.now, 72 * HOUR_MS);
    expect(runReminders(run, builder.now)).toEqual({ party: 'CREATOR', deadline, sendAt: [builder.now, addMs(deadline, -24 * HOUR_MS)] });
  });

  it('reminds the company of the payment, dropping the 72 h reminder inside the last 72 hours', () => {
    const builder = aQuestRun().acceptedBy();
    const run = builder.build();
    expect(runReminders(run, addMs(builder.now, 1))?.sendAt).toEqual([addMs(builder.now, 48 * HOUR_MS)]);
    expect(runReminders(run, builder.now)?.party).toBe('COMPANY');
  });

  it('has nothing to remind while the system pays out or after the run ends', () => {
    const inPayout = aQuestRun().paid().submitted().inPayout();
    const declined = aQuestRun().declinedBy();
    expect(runReminders(inPayout.build(), inPayout.now)).toBeNull();
    expect(runReminders(declined.build(), declined.now)).toBeNull();
  });
});
