import { centsOf, type Cents } from '../../shared/money.ts';
import { isEuCountry } from './vat-number.schema.ts';

/**
 * Standard VAT rates of the EU member states in basis points (2 500 is 25%), as in force from
 * 2025. A rate changes by law, so the seller's settings may override any of them.
 */
export const EU_STANDARD_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/**
 * Why a document carries the VAT it does:
 * - domestic: the buyer is in the seller's country, the seller's rate (also while the buyer has not
 *   given its country: charging the seller's own VAT is the safe reading until it does);
 * - euConsumerRate: an EU buyer in another member state with no VAT number, its country's rate (the
 *   place of supply is the buyer's, as for a private buyer);
 * - reverseCharge: an EU business in another member state with a VAT number, 0% and the note, the
 *   buyer accounts for the VAT (Article 196 of Directive 2006/112/EC);
 * - outsideEu: a buyer outside the EU (the US and the rest), no VAT;
 * - sellerOutsideEu: the seller is not established in the EU, so no EU VAT at all.
 */
export type TaxTreatment = 'domestic' | 'euConsumerRate' | 'reverseCharge' | 'outsideEu' | 'sellerOutsideEu';

export interface TaxLine {
  readonly treatment: TaxTreatment;
  /** Basis points: 2 500 is 25%. */
  readonly rateBasisPoints: number;
  /** What the line reads on the document: "VAT 25%", "Reverse charge", "No VAT". */
  readonly label: string;
  /** The sentence an accountant needs beside a 0% line; null beside a charged rate. */
  readonly note: string | null;
  readonly net: Cents;
  readonly vat: Cents;
  readonly gross: Cents;
}

/** Printed on every document, so the rounding is never a guess. */
export const ROUNDING_STATEMENT =
  'Prices include VAT where VAT applies. VAT = total x rate / (100% + rate), rounded to the nearest cent (halves up) on the document total; net = total - VAT.';

export const REVERSE_CHARGE_NOTE = 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).';
const OUTSIDE_EU_NOTE = 'No VAT: the service is supplied to a business established outside the EU.';
const SELLER_OUTSIDE_EU_NOTE = 'No VAT: the seller is not established in the EU.';

export const percentOf = (basisPoints: number): string => `${basisPoints / 100}%`;

/** The treatment and rate for one buyer, from the seller's country and the buyer's country and VAT number. */
export function taxTreatmentOf(
  seller: { country: string },
  buyer: { country: string; vatNumber: string | null },
  rates: Readonly<Record<string, number>> = EU_STANDARD_VAT_RATES,
): { treatment: TaxTreatment; rateBasisPoints: number } {
  if (!isEuCountry(seller.country)) return { treatment: 'sellerOutsideEu', rateBasisPoints: 0 };
  if (buyer.country === '' || buyer.country === seller.country)
    return { treatment: 'domestic', rateBasisPoints: rates[seller.country] ?? 0 };
  if (!isEuCountry(buyer.country)) return { treatment: 'outsideEu', rateBasisPoints: 0 };
  if (buyer.vatNumber) return { treatment: 'reverseCharge', rateBasisPoints: 0 };
  return { treatment: 'euConsumerRate', rateBasisPoints: rates[buyer.country] ?? 0 };
}

/**
 * The VAT inside a VAT-inclusive total, in whole cents: gross x rate / (1 + rate), rounded half up,
 * in integers only (no floating point between the cents and the result).
 */
export function vatIncluded(gross: Cents, rateBasisPoints: number): Cents {
  if (rateBasisPoints === 0) return centsOf(0);
  const denominator = 10_000 + rateBasisPoints;
  return centsOf(Math.floor((2 * gross * rateBasisPoints + denominator) / (2 * denominator)));
}

/**
 * The tax line of a document whose total is what the company paid (the card charge is the total, so
 * a document and the ledger agree to the cent): VAT is the part of it the treatment's rate implies.
 */
export function taxLineOf(treatment: { treatment: TaxTreatment; rateBasisPoints: number }, gross: Cents): TaxLine {
  const vat = vatIncluded(gross, treatment.rateBasisPoints);
  const zero = treatment.rateBasisPoints === 0;
  const label =
    treatment.treatment === 'reverseCharge' ? 'Reverse charge' : zero ? 'No VAT' : `VAT ${percentOf(treatment.rateBasisPoints)}`;
  const note =
    treatment.treatment === 'reverseCharge'
      ? REVERSE_CHARGE_NOTE
      : treatment.treatment === 'outsideEu'
        ? OUTSIDE_EU_NOTE
        : treatment.treatment === 'sellerOutsideEu'
          ? SELLER_OUTSIDE_EU_NOTE
          : null;
  return { ...treatment, label, note, net: centsOf(gross - vat), vat, gross };
}
