import { describe, expect, it } from 'vitest';
import { MAILS_PER_ADDRESS, QuotaMailer } from './mail-quota.ts';
import { InMemoryRateLimits } from './testing/in-memory-rate-limits.ts';
import { RecordingMailer } from './testing/recording-mailer.ts';
import { SettableClock } from './testing/settable-clock.ts';
import { HOUR_MS } from './time.ts';

const message = (to: string) => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });

describe('QuotaMailer', () => {
  it(`queues at most ${MAILS_PER_ADDRESS.limit} mails per address and hour, whatever the spelling`, async () => {
    const clock = new SettableClock(new Date('2026-03-01T10:00:00.000Z'));
    const inner = new RecordingMailer();
    const mailer = new QuotaMailer(inner, new InMemoryRateLimits(), clock);

    for (let i = 0; i < 1000; i++) await mailer.send(message(i % 2 ? 'Victim@Example.com' : 'victim@example.com'));
    await mailer.send(message('other@example.com'));
    expect(inner.to('victim@example.com').length + inner.to('Victim@Example.com').length).toBe(MAILS_PER_ADDRESS.limit);
    expect(inner.to('other@example.com')).toHaveLength(1);

    clock.advance(HOUR_MS);
    await mailer.send(message('victim@example.com'));
    expect(inner.sent).toHaveLength(MAILS_PER_ADDRESS.limit + 2);
  });
});
