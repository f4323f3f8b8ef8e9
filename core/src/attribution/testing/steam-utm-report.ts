import { addDays } from '../../shared/zoned-calendar.ts';

/** The header of Steam's UTM report as this codebase assumes it (see domain/utm-report.ts). */
export const STEAM_UTM_HEADER = 'Date,UTM Source,UTM Medium,UTM Campaign,UTM Content,UTM Term,Visits,Wishlists,Purchases,Activations';

export interface ReportLink {
  readonly campaign: string;
  readonly content: string;
}

/**
 * A realistic report: for each day from `firstDay`, one row per Lurkit link plus the company's other
 * traffic (a newsletter, a subreddit post) that attribution leaves alone; figures vary with day and link.
 */
export function steamUtmReport(options: { firstDay: string; days: number; links: readonly ReportLink[] }): string {
  const lines = [STEAM_UTM_HEADER];
  for (let d = 0; d < options.days; d += 1) {
    const day = addDays(options.firstDay, d);
    options.links.forEach((link, i) => {
      const visits = 40 + ((d * 7 + i * 13) % 200);
      const wishlists = Math.floor(visits / (6 + (i % 5)));
      lines.push(`${day},lurkit,creator,${link.campaign},${link.content},,${visits},${wishlists},${wishlists % 4},0`);
    });
    lines.push(`${day},newsletter,email,november,,,"1,${String(100 + d).padStart(3, '0')}",52,9,0`);
    lines.push(`${day},reddit,social,launch-post,r/indiegaming,,310,21,4,1`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
