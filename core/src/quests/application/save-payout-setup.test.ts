import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { FakePayoutRecipients, InMemoryPayoutAccounts } from '../testing/in-memory-payout-accounts.ts';
import { SavePayoutSetup } from './save-payout-setup.ts';

const setup = () => {
  const deps = {
    payoutAccounts: new InMemoryPayoutAccounts(),
    recipients: new FakePayoutRecipients(),
    clock: new SettableClock(BUILDER_NOW),
  };
  return { deps, save: new SavePayoutSetup(deps) };
};

describe('SavePayoutSetup', () => {
  it('registers a PayPal recipient at the provider and keeps only a masked label', async () => {
    const { deps, save } = setup();
    const result = await save.execute({
      creatorId: 'c1',
      setup: { method: 'paypal', paypalEmail: 'anna@example.com', minimumDealSizeCents: 5_000 },
    });
    expect(result.ok && result.value).toMatchObject({ label: 'PayPal a…@example.com', status: 'ready', minimumDealSizeCents: 5_000 });
    expect(deps.recipients.registered).toEqual([{ creatorId: 'c1', method: 'paypal', details: { paypalEmail: 'anna@example.com' } }]);
  });

  it('normalises an IBAN and shows its last four characters only', async () => {
    const { deps, save } = setup();
    await save.execute({
      creatorId: 'c1',
      setup: { method: 'bank', accountHolder: 'Anna', iban: 'se45 5000 0000 0583 9825 7466', minimumDealSizeCents: 0 },
    });
    expect((await deps.payoutAccounts.findByCreator('c1'))?.label).toBe('Bank ••••7466');
  });

  it.each([
    ['a bad IBAN', { method: 'bank', accountHolder: 'Anna', iban: '123', minimumDealSizeCents: 0 }, 'iban'],
    ['a bad email', { method: 'paypal', paypalEmail: 'nope', minimumDealSizeCents: 0 }, 'paypalEmail'],
    ['a negative minimum', { method: 'paypal', paypalEmail: 'a@b.se', minimumDealSizeCents: -1 }, 'minimumDealSizeCents'],
  ])('refuses %s at its field', async (_name, input, field) => {
    const { deps, save } = setup();
    const result = await save.execute({ creatorId: 'c1', setup: input });
    expect(!result.ok && result.error.field).toBe(field);
    expect(await deps.payoutAccounts.findByCreator('c1')).toBeNull();
  });
});
