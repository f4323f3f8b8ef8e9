import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { aCreatorProfile } from '../testing/builders.ts';
import { checkOfferEligibility, createBidTerms } from './offer.ts';

describe('createBidTerms', () => {
  it('accepts 1 cent and a length just above 0 minutes', () => {
    expect(createBidTerms({ amountCents: 1, contentLengthMinutes: 0.5 })).toEqual({
      ok: true,
      value: { amount: 1, contentLengthMinutes: 0.5 },
    });
  });

  it.each([
    ['an amount of 0', { amountCents: 0, contentLengthMinutes: 10 }, 'QUEST.INVALID_AMOUNT', 'amountCents'],
    ['a negative amount', { amountCents: -100, contentLengthMinutes: 10 }, 'QUEST.INVALID_AMOUNT', 'amountCents'],
    ['fractions of a cent', { amountCents: 100.5, contentLengthMinutes: 10 }, 'QUEST.INVALID_AMOUNT', 'amountCents'],
    ['a length of 0', { amountCents: 100, contentLengthMinutes: 0 }, 'QUEST.INVALID_CONTENT_LENGTH', 'contentLengthMinutes'],
    ['a negative length', { amountCents: 100, contentLengthMinutes: -1 }, 'QUEST.INVALID_CONTENT_LENGTH', 'contentLengthMinutes'],
    [
      'a length that is not a number',
      { amountCents: 100, contentLengthMinutes: Number.NaN },
      'QUEST.INVALID_CONTENT_LENGTH',
      'contentLengthMinutes',
    ],
  ])('refuses %s', (_name, raw, code, field) => {
    const result = createBidTerms(raw);
    expect(!result.ok && result.error).toMatchObject({ code, field });
  });
});

describe('checkOfferEligibility', () => {
  const creator = aCreatorProfile({ minimumDealSize: centsOf(10_000) });
  const offer = { platform: 'twitch' as const, terms: { amount: centsOf(10_000), contentLengthMinutes: 60 }, agreementConfirmed: true };

  it('accepts an amount exactly at the minimum deal size', () => {
    expect(checkOfferEligibility(creator, offer).ok).toBe(true);
  });

  it('refuses an amount 1 cent under the minimum deal size, naming the minimum and the amount offered', () => {
    const result = checkOfferEligibility(creator, { ...offer, terms: { ...offer.terms, amount: centsOf(9_999) } });
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.BELOW_MINIMUM_DEAL_SIZE', field: 'amountCents', minimum: 10_000 });
    expect(!result.ok && result.error.message).toContain('minimum deal size of $100.00; this offer is $99.99.');
  });

  it('needs the agreement confirmed', () => {
    const result = checkOfferEligibility(creator, { ...offer, agreementConfirmed: false });
    expect(!result.ok && result.error).toMatchObject({
      code: 'QUEST.AGREEMENT_REQUIRED',
      message: "Please confirm 'I have read and will honor the agreement'.",
    });
  });

  it('needs a connection for the platform of the offer', () => {
    const tiktokOnly = aCreatorProfile({ connectedProviders: ['tiktok', 'youtube'] });
    const result = checkOfferEligibility(tiktokOnly, offer);
    expect(!result.ok && result.error.code).toBe('QUEST.CONNECTION_REQUIRED');
    expect(
      checkOfferEligibility(tiktokOnly, { ...offer, platform: 'youtube', terms: { ...offer.terms, amount: centsOf(10_000) } }).ok,
    ).toBe(true);
  });

  it('needs a finished payout setup', () => {
    const result = checkOfferEligibility(aCreatorProfile({ payoutReady: false }), offer);
    expect(!result.ok && result.error.code).toBe('QUEST.PAYOUT_SETUP_REQUIRED');
  });
});
