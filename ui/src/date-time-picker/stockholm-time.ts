import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Every date the product shows or takes is Swedish wall-clock time (stored as UTC). */
export const STOCKHOLM = 'Europe/Stockholm';

/** Wall-clock parts as the native inputs use them: date "yyyy-MM-dd", time "HH:mm". */
export interface WallClock {
  date: string;
  time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** The Stockholm wall clock of a UTC instant. */
export function toStockholm(value: Date | string): WallClock {
  const zoned = new TZDate(new Date(value).getTime(), STOCKHOLM);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/** Stockholm's UTC offset at an instant, e.g. "UTC+02:00" in summer. */
export function stockholmOffset(value: Date | string): string {
  return `UTC${format(new TZDate(new Date(value).getTime(), STOCKHOLM), 'xxx')}`;
}

export type FromStockholm = { ok: true; value: Date } | { ok: false; reason: 'incomplete' | 'invalid' | 'skipped-by-dst' };

/**
 * The UTC instant of a Stockholm wall clock. A time the spring DST jump skips (02:00-02:59 on the last
 * Sunday of March) is refused rather than silently moved an hour; an autumn time that happens twice
 * resolves to the later (winter time) instant, and the picker shows the offset so that is visible.
 */
export function fromStockholm({ date, time }: WallClock): FromStockholm {
  if (!date || !time) return { ok: false, reason: 'incomplete' };
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return { ok: false, reason: 'invalid' };
  const zoned = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), STOCKHOLM);
  const value = new Date(zoned.getTime());
  if (Number.isNaN(value.getTime())) return { ok: false, reason: 'invalid' };
  const back = toStockholm(value);
  if (back.date !== date) return { ok: false, reason: 'invalid' };
  if (back.time !== time) return { ok: false, reason: 'skipped-by-dst' };
  return { ok: true, value };
}
