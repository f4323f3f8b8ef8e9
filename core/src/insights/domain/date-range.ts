/** Half-open [from, to) in UTC: an instant exactly at `to` belongs to the next range. */
export interface DateRange {
  readonly from: Date;
  readonly to: Date;
}

export const isWithin = (instant: Date, range: DateRange): boolean => instant >= range.from && instant < range.to;
