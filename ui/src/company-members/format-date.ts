/** Company times are shown in Swedish time, whatever the viewer's machine is set to. */
const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' });

export const formatStockholmTime = (iso: string) => dateTime.format(new Date(iso));
