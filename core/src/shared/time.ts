export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

/** The earlier of two moments: a derived step (a claim a few days after a review) kept from passing a bound. */
export const notAfter = (date: Date, bound: Date): Date => (date.getTime() > bound.getTime() ? bound : date);

/** The Stockholm day of a moment as people read it: "1 Dec 2026" (spec: times shown Europe/Stockholm). */
export const stockholmDay = (at: Date): string =>
  at.toLocaleDateString('en-GB', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short', year: 'numeric' });

/** A moment as a mail states it: Stockholm time, which the mail names (spec: times shown Europe/Stockholm). */
export const inStockholm = (at: Date): string =>
  `${at.toLocaleString('en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' })} (Stockholm time)`;
