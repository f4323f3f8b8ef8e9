/** Figures as insights show them: whole numbers with separators, hours with one decimal. */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => whole.format(value);
export const formatHours = (value: number): string => oneDecimal.format(value);
export const formatAverage = (value: number | null): string => (value === null ? '–' : oneDecimal.format(value));

export const TIER_LABELS: Record<string, string> = { nano: 'Nano', micro: 'Micro', mid: 'Mid', macro: 'Macro', top: 'Top' };
export const PLATFORM_LABELS: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };
