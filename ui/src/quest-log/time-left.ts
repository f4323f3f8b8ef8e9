import { plural } from '../format/format.ts';

const HOUR_MS = 3_600_000;

/** "2 days 4 hours left", "45 minutes left", "Time is up" (the spec shows time left to the party due). */
export function timeLeft(deadline: string, now: Date): string {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (ms <= 0) return 'Time is up';
  const days = Math.floor(ms / (24 * HOUR_MS));
  const hours = Math.floor((ms % (24 * HOUR_MS)) / HOUR_MS);
  const minutes = Math.max(1, Math.floor((ms % HOUR_MS) / 60_000));
  if (days > 0) return `${plural(days, 'day')} ${plural(hours, 'hour')} left`;
  if (hours > 0) return `${plural(hours, 'hour')} left`;
  return `${plural(minutes, 'minute')} left`;
}
