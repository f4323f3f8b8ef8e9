/** Every time the product shows is Swedish time (spec 1), whatever the viewer's machine says. */
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "12 Mar 2026" in Stockholm. */
export const formatStockholmDate = (iso: string) => DATE.format(new Date(iso));
/** "12 Mar 2026, 14:00 CET" in Stockholm; the zone is named so nobody reads it as local time. */
export const formatStockholmDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
