import { describe, expect, it } from 'vitest';
import { SavePayoutSetupMutation as SAVE_PAYOUT_SETUP } from '../../../web/src/quests/operations/creator-quests.operations.ts';
import { signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp();

describe('The payout setup as a typed input', () => {
  it('refuses a field sent empty at that field, in the words of the form', async () => {
    const creator = await signedInCreator(app);
    const noHolder = await creator.client.op(SAVE_PAYOUT_SETUP, {
      setup: { method: 'bank', accountHolder: null, iban: 'SE45 5000 0000 0583 9825 7466', minimumDealSizeCents: 0 },
    });
    expect(noHolder.errors[0]?.extensions).toMatchObject({ field: 'accountHolder' });
    expect(noHolder.errors[0]?.message).toBe('Enter the account holder.');
    const noMinimum = await creator.client.op(SAVE_PAYOUT_SETUP, {
      setup: { method: 'paypal', paypalEmail: 'anna@example.com', minimumDealSizeCents: null },
    });
    expect(noMinimum.errors[0]?.extensions).toMatchObject({ field: 'minimumDealSizeCents' });
    expect(noMinimum.errors[0]?.message).toBe('Enter a minimum deal size.');
  });

  it('refuses a method it does not know before any handler runs', async () => {
    const creator = await signedInCreator(app);
    const answer = await creator.client.op(SAVE_PAYOUT_SETUP, {
      setup: { method: 'cheque' as never, minimumDealSizeCents: 0 },
    });
    expect(answer.data).toBeFalsy();
    expect(answer.errors[0]?.message).toMatch(/PayoutMethod/);
  });
});
