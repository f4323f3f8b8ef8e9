import { describe, expect, it } from 'vitest';
import { sellerSettingsFromEnv } from './seller-settings.ts';

const real = {
  SELLER_LEGAL_NAME: 'Lurkit AB',
  SELLER_ADDRESS: 'Sveavagen 1 | 111 57 Stockholm',
  SELLER_COUNTRY: 'se',
  SELLER_VAT_NUMBER: 'SE 5566778899 01',
};

describe('seller settings', () => {
  it('reads the legal details and VAT rate overrides', () => {
    expect(sellerSettingsFromEnv({ ...real, VAT_RATES: 'SE=2400, DE=1900, bad' })).toEqual({
      seller: { legalName: 'Lurkit AB', addressLines: ['Sveavagen 1', '111 57 Stockholm'], country: 'SE', vatNumber: 'SE556677889901' },
      vatRates: { SE: 2400, DE: 1900 },
    });
  });

  it('uses a plain placeholder without the details, and warns about it in production', () => {
    const warnings: string[] = [];
    expect(sellerSettingsFromEnv({}, (m) => warnings.push(m)).seller.legalName).toMatch(/placeholder/);
    expect(warnings).toEqual([]);
    sellerSettingsFromEnv({ NODE_ENV: 'production' }, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/SELLER_LEGAL_NAME/)]);
  });

  it("refuses a VAT number that does not fit the seller's country", () => {
    expect(() => sellerSettingsFromEnv({ ...real, SELLER_COUNTRY: 'DE' })).toThrow(/does not fit/);
  });
});
