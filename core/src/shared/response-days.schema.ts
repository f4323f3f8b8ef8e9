import * as v from 'valibot';

/**
 * The request SLA: how many days a company gives itself to answer a creator's request (a Key request,
 * a Creator Program application, a Quest offer). Any whole number from 1 to 30; none by default.
 */
export const RESPONSE_DAYS_OPTIONS = [2, 3, 5, 7, 14, 30] as const;

export const responseDaysSchema = v.pipe(
  v.number('Choose a number of days.'),
  v.integer('Choose a whole number of days.'),
  v.minValue(1, 'Give creators at least 1 day for an answer.'),
  v.maxValue(30, 'A response deadline is at most 30 days.'),
);

/** The reason a request declined for want of an answer carries, where the creator reads it. */
export const staleRequestReason = (days: number): string => `The company did not answer within ${days} day${days === 1 ? '' : 's'}.`;
