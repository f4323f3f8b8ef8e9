import { formatDecimal } from '../format/format.ts';

/** An average with one decimal, or a dash where there is nothing to average. */
export const formatAverage = (value: number | null): string => (value === null ? '–' : formatDecimal(value));

export const TIER_LABELS: Record<string, string> = { nano: 'Nano', micro: 'Micro', mid: 'Mid', macro: 'Macro', top: 'Top' };
export const PLATFORM_LABELS: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };
