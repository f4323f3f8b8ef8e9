const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a request has waited for the company: the request SLA's figure, in whole hours or days. */
export function waitedText(sinceIso: string, now: Date): string {
  const waited = Math.max(0, now.getTime() - Date.parse(sinceIso));
  if (waited < HOUR) return 'Under an hour';
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const days = Math.floor(waited / DAY);
  return `${days} day${days === 1 ? '' : 's'}`;
}
