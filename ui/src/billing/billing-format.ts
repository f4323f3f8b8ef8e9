const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

export const formatUsd = (cents: number) => usdFormat.format(cents / 100);
/** Billing dates in Swedish time, whatever the viewer's machine is set to. */
export const formatBillingDate = (iso: string) => dateFormat.format(new Date(iso));
/** "2026-03" as "March 2026" (the month is already Stockholm's). */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`));

export const FEATURE_LABELS: Record<string, string> = { insights: 'Insights', insightsExports: 'Insights exports' };
