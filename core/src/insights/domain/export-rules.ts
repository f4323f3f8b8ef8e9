/** Spec section 9: "Insights export: 5 per month; YouTube exports limited to periods up to 30 days." */
export const EXPORTS_PER_MONTH = 5;
export const YOUTUBE_EXPORT_MAX_DAYS = 30;
/** The quota month is the calendar month in the company's market time zone (our choice: Stockholm). */
export const QUOTA_TIME_ZONE = 'Europe/Stockholm';
