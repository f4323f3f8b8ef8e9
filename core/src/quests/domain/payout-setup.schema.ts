import * as v from 'valibot';

/** Spec 1: creators are paid to a bank account, or to PayPal, through the payout provider. */
export const PAYOUT_METHODS = ['bank', 'paypal'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Whole USD cents; our cap: above any deal a creator would refuse. */
export const MAX_MINIMUM_DEAL_CENTS = 100_000_000;

export const payoutSetupSchema = v.variant(
  'method',
  [
    v.object({
      method: v.literal('paypal'),
      paypalEmail: v.pipe(
        v.string('Enter your PayPal email.'),
        v.trim(),
        v.nonEmpty('Enter your PayPal email.'),
        v.email('Enter a valid email address.'),
        v.maxLength(254),
      ),
      minimumDealSizeCents: v.pipe(
        v.number('Enter a minimum deal size.'),
        v.safeInteger('Whole cents.'),
        v.minValue(0, 'Cannot be negative.'),
        v.maxValue(MAX_MINIMUM_DEAL_CENTS, 'At most $1,000,000.'),
      ),
    }),
    v.object({
      method: v.literal('bank'),
      accountHolder: v.pipe(v.string('Enter the account holder.'), v.trim(), v.nonEmpty('Enter the account holder.'), v.maxLength(100)),
      iban: v.pipe(
        v.string('Enter the IBAN.'),
        v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
        v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'Enter a valid IBAN, e.g. SE45 5000 0000 0583 9825 7466.'),
      ),
      minimumDealSizeCents: v.pipe(
        v.number('Enter a minimum deal size.'),
        v.safeInteger('Whole cents.'),
        v.minValue(0, 'Cannot be negative.'),
        v.maxValue(MAX_MINIMUM_DEAL_CENTS, 'At most $1,000,000.'),
      ),
    }),
  ],
  'Choose bank or PayPal.',
);
export type PayoutSetupInput = v.InferInput<typeof payoutSetupSchema>;
