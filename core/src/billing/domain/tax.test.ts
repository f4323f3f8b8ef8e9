import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/money.ts';
import { taxLineOf, taxTreatmentOf, vatIncluded } from './tax.ts';

const SE = { country: 'SE' };

describe('tax treatment', () => {
  it("charges the seller's rate to a buyer in the seller's country, VAT number or not", () => {
    expect(taxTreatmentOf(SE, { country: 'SE', vatNumber: 'SE556012345601' })).toEqual({ treatment: 'domestic', rateBasisPoints: 2500 });
  });

  it('reverse-charges an EU business in another member state with a VAT number, at 0%', () => {
    expect(taxTreatmentOf(SE, { country: 'DE', vatNumber: 'DE123456789' })).toEqual({ treatment: 'reverseCharge', rateBasisPoints: 0 });
  });

  it("charges an EU buyer without a VAT number its own country's rate", () => {
    expect(taxTreatmentOf(SE, { country: 'DE', vatNumber: null })).toEqual({ treatment: 'euConsumerRate', rateBasisPoints: 1900 });
  });

  it('charges no VAT to a buyer in the US or elsewhere outside the EU', () => {
    expect(taxTreatmentOf(SE, { country: 'US', vatNumber: null })).toEqual({ treatment: 'outsideEu', rateBasisPoints: 0 });
    expect(taxTreatmentOf(SE, { country: 'NO', vatNumber: 'NO123456789MVA' })).toEqual({ treatment: 'outsideEu', rateBasisPoints: 0 });
  });

  it("charges the seller's rate while the buyer has given no country", () => {
    expect(taxTreatmentOf(SE, { country: '', vatNumber: null }).treatment).toBe('domestic');
  });

  it('takes a rate from the settings over the standard one, and none at all from a seller outside the EU', () => {
    expect(taxTreatmentOf(SE, { country: 'SE', vatNumber: null }, { SE: 1200 }).rateBasisPoints).toBe(1200);
    expect(taxTreatmentOf({ country: 'US' }, { country: 'SE', vatNumber: null })).toEqual({
      treatment: 'sellerOutsideEu',
      rateBasisPoints: 0,
    });
  });
});

describe('tax line', () => {
  it('finds the VAT inside a VAT-inclusive total, rounded to the nearest cent', () => {
    // 25 000 x 0.25 / 1.25 = 5 000 exactly; 1 000 x 0.19 / 1.19 = 159.66 -> 160; 2 x 0.25 / 1.25 = 0.4 -> 0.
    expect(vatIncluded(25_000 as Cents, 2500)).toBe(5_000);
    expect(vatIncluded(1_000 as Cents, 1900)).toBe(160);
    expect(vatIncluded(2 as Cents, 2500)).toBe(0);
  });

  it('rounds a half cent up', () => {
    // At a 100% rate half the total is VAT: 1 cent holds 0.5 cents, 3 cents hold 1.5.
    expect(vatIncluded(1 as Cents, 10_000)).toBe(1);
    expect(vatIncluded(3 as Cents, 10_000)).toBe(2);
  });

  it('always splits the total exactly into net and VAT, in whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 3_000 }), (gross, rate) => {
        const line = taxLineOf({ treatment: 'domestic', rateBasisPoints: rate }, gross as Cents);
        expect(line.net + line.vat).toBe(gross);
        expect(Number.isSafeInteger(line.vat) && line.vat >= 0).toBe(true);
        // Within half a cent of the exact share.
        expect(Math.abs(line.vat - (gross * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('reads "Reverse charge" with its note at 0%, and names the rate otherwise', () => {
    const reverse = taxLineOf({ treatment: 'reverseCharge', rateBasisPoints: 0 }, 29_000 as Cents);
    expect(reverse).toMatchObject({ label: 'Reverse charge', vat: 0, net: 29_000, gross: 29_000 });
    expect(reverse.note).toMatch(/Article 196/);
    expect(taxLineOf({ treatment: 'domestic', rateBasisPoints: 2550 }, 100 as Cents).label).toBe('VAT 25.5%');
    expect(taxLineOf({ treatment: 'outsideEu', rateBasisPoints: 0 }, 100 as Cents)).toMatchObject({ label: 'No VAT', vat: 0 });
  });
});
