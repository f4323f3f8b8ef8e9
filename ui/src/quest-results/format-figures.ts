/** Whole numbers with thousands separators (views, viewers, counts). */
export const formatCount = (n: number): string => Math.round(n).toLocaleString('en-US');
/** Hours watched, one decimal below 100 so small Quests do not read as zero. */
export const formatHours = (hours: number): string =>
  hours < 100 ? hours.toLocaleString('en-US', { maximumFractionDigits: 1 }) : formatCount(hours);
