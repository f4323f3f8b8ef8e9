import { formatDateTime } from '../format/format.ts';

/** An instant in Stockholm time, or "Never" for a token not used yet. */
export const formatStockholmOrNever = (iso: string | null): string => (iso ? formatDateTime(iso) : 'Never');
