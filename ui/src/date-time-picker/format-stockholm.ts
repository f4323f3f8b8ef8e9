const FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' });

/** Times are stored in UTC and shown in Europe/Stockholm (spec 1). */
export const formatStockholm = (iso: string): string => FORMAT.format(new Date(iso));
