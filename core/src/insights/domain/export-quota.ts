import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { DateRange } from './date-range.ts';
import { EXPORTS_PER_MONTH, QUOTA_TIME_ZONE, YOUTUBE_EXPORT_MAX_DAYS } from './export-rules.ts';
import { ExportQuotaExhausted, InvalidExportPeriod, YouTubeExportPeriodTooLong } from './insights.errors.ts';
import { calendarDateIn, startOfDayIn } from '../../shared/zoned-calendar.ts';

export interface ExportQuota {
  readonly limit: number;
  readonly used: number;
  /** Shown beside the export button (spec section 9). */
  readonly remaining: number;
  readonly resetsAt: Date;
}

/** The Stockholm calendar month containing `now`, as [first 00:00, next first 00:00) in UTC. */
export function quotaMonth(now: Date): DateRange {
  const { year, month } = calendarDateIn(now, QUOTA_TIME_ZONE);
  return {
    from: startOfDayIn({ year, month, day: 1 }, QUOTA_TIME_ZONE),
    to: startOfDayIn({ year, month: month + 1, day: 1 }, QUOTA_TIME_ZONE),
  };
}

export function exportQuota(usedThisMonth: number, now: Date): ExportQuota {
  return {
    limit: EXPORTS_PER_MONTH,
    used: usedThisMonth,
    remaining: Math.max(0, EXPORTS_PER_MONTH - usedThisMonth),
    resetsAt: quotaMonth(now).to,
  };
}

export type ExportCheckError = InvalidExportPeriod | YouTubeExportPeriodTooLong | ExportQuotaExhausted;

/** YouTube data may be exported for periods up to 30 days: exactly 30 x 24 hours passes. */
export function checkExport(request: { platform: ChannelProvider; range: DateRange }, quota: ExportQuota): Result<true, ExportCheckError> {
  const length = request.range.to.getTime() - request.range.from.getTime();
  if (!(length > 0)) return err(new InvalidExportPeriod());
  if (request.platform === 'youtube' && length > YOUTUBE_EXPORT_MAX_DAYS * DAY_MS) return err(new YouTubeExportPeriodTooLong());
  if (quota.remaining <= 0) return err(new ExportQuotaExhausted(quota.resetsAt));
  return ok(true);
}
