const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long a request has waited for the company: the request SLA's figure, in whole days and hours
 * ("3 d 4 h"), so a company sees at a glance which requests are close to their response deadline.
 */
export function waitedText(sinceIso: string, now: Date): string {
  const waited = Math.max(0, now.getTime() - Date.parse(sinceIso));
  if (waited < HOUR) return 'Under an hour';
  const days = Math.floor(waited / DAY);
  const hours = Math.floor((waited % DAY) / HOUR);
  if (days === 0) return `${hours} h`;
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}
