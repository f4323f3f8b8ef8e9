import { normalizedVatNumber, vatNumberFitsCountry } from '@lurkit/core/billing/domain/billing-details.schema.ts';
import type { LegalParty } from '@lurkit/core/billing/domain/tax-document.entity.ts';

/** Our company on every invoice and credit note, and any VAT rates the law changed since the code's table. */
export interface SellerSettings {
  readonly seller: LegalParty;
  /** Basis points by ISO country code (2 500 is 25%). */
  readonly vatRates: Readonly<Record<string, number>>;
}

/** Development's seller: plainly a placeholder, so no document made with it passes for a real one. */
const PLACEHOLDER: LegalParty = {
  legalName: 'Lurkit AB (placeholder: set SELLER_LEGAL_NAME)',
  addressLines: ['Placeholder street 1', '111 22 Stockholm'],
  country: 'SE',
  vatNumber: 'SE000000000001',
};

/**
 * SELLER_LEGAL_NAME, SELLER_ADDRESS (lines separated by `|`), SELLER_COUNTRY (ISO code),
 * SELLER_VAT_NUMBER, and VAT_RATES (`SE=2500,DE=1900`, basis points). Without them documents carry
 * the placeholder, and production warns (an invoice without them is not a tax document); a VAT
 * number that does not fit the country stops the start, as it would print a false reverse charge.
 */
export function sellerSettingsFromEnv(env: NodeJS.ProcessEnv, warn: (message: string) => void = () => {}): SellerSettings {
  const vatRates = Object.fromEntries(
    (env.VAT_RATES ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && /^[A-Z]{2}$/.test(pair[0]!) && /^\d{1,5}$/.test(pair[1]!))
      .map(([country, rate]) => [country, Number(rate)]),
  );
  const { SELLER_LEGAL_NAME: name, SELLER_ADDRESS: address, SELLER_COUNTRY: country, SELLER_VAT_NUMBER: vat } = env;
  if (!name || !address || !country || !vat) {
    if (env.NODE_ENV === 'production')
      warn('SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_COUNTRY and SELLER_VAT_NUMBER are unset: invoices carry a placeholder seller.');
    return { seller: PLACEHOLDER, vatRates };
  }
  const vatNumber = normalizedVatNumber(vat);
  if (!vatNumberFitsCountry(country.toUpperCase(), vatNumber))
    throw new Error(`SELLER_VAT_NUMBER ${vatNumber} does not fit SELLER_COUNTRY ${country}.`);
  return {
    seller: {
      legalName: name.trim(),
      addressLines: address
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      country: country.toUpperCase(),
      vatNumber,
    },
    vatRates,
  };
}
