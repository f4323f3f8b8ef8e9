import { formatCount, formatDecimal } from '../format/format.ts';

/** Hours watched, one decimal below 100 so small Quests do not read as zero. */
export const formatHours = (hours: number): string => (hours < 100 ? formatDecimal(hours) : formatCount(hours));
