import { formatStockholmDateTime } from '../date-time-picker/format-stockholm.ts';

/** An instant in Stockholm time, or "Never" for a token not used yet. */
export const formatStockholmOrNever = (iso: string | null): string => (iso ? formatStockholmDateTime(iso) : 'Never');
