import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, EU_VAT_FORMATS, vatNumberFitsCountry } from './billing-details.schema.ts';

const form = (changes: Record<string, unknown> = {}) => ({
  legalName: 'Acme Games GmbH',
  addressLine1: 'Hauptstrasse 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE123456789',
  ...changes,
});

/** One valid number per member state, in the shape VIES documents. */
const VALID: Record<string, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678L',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE123456789',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FRXX123456789',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567',
  SE: 'SE556012345601',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};

describe('VAT number format', () => {
  it('accepts a well-formed number for each of the 27 member states', () => {
    expect(Object.keys(VALID).sort()).toEqual(Object.keys(EU_VAT_FORMATS).sort());
    for (const [country, number] of Object.entries(VALID)) expect(vatNumberFitsCountry(country, number), country).toBe(true);
  });

  it("refuses another country's prefix, a wrong length, and Greece's ISO code in place of EL", () => {
    expect(vatNumberFitsCountry('SE', 'DE123456789')).toBe(false);
    expect(vatNumberFitsCountry('DE', 'DE12345678')).toBe(false);
    expect(vatNumberFitsCountry('SE', 'SE556012345602')).toBe(false);
    expect(vatNumberFitsCountry('GR', 'GR123456789')).toBe(false);
  });

  it('takes any non-empty tax number outside the EU', () => {
    expect(vatNumberFitsCountry('US', '12-3456789')).toBe(true);
  });
});

describe('billing details form', () => {
  it('normalizes spaces, dots and dashes out of the VAT number and trims the rest', () => {
    const parsed = v.parse(billingDetailsSchema, form({ country: 'se', vatNumber: 'se 5560-1234.5601', city: ' Stockholm ' }));
    expect(parsed).toMatchObject({ country: 'SE', vatNumber: 'SE556012345601', city: 'Stockholm', addressLine2: null });
  });

  it('puts a VAT number that does not fit the country at the vatNumber field', () => {
    const parsed = v.safeParse(billingDetailsSchema, form({ country: 'FR' }));
    expect(parsed.success).toBe(false);
    expect(parsed.issues && v.getDotPath(parsed.issues[0])).toBe('vatNumber');
  });

  it('lets a company without a VAT number leave it empty', () => {
    expect(v.parse(billingDetailsSchema, form({ vatNumber: '  ' })).vatNumber).toBeNull();
    expect(v.parse(billingDetailsSchema, form({ vatNumber: undefined })).vatNumber).toBeNull();
  });

  it('requires the legal name, address, postal code, city and a known country', () => {
    for (const field of ['legalName', 'addressLine1', 'postalCode', 'city']) {
      const parsed = v.safeParse(billingDetailsSchema, form({ [field]: ' ' }));
      expect(parsed.issues && v.getDotPath(parsed.issues[0]), field).toBe(field);
    }
    const country = v.safeParse(billingDetailsSchema, form({ country: 'XX' }));
    expect(country.issues && v.getDotPath(country.issues[0])).toBe('country');
  });
});
