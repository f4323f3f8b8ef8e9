/**
 * A list as one PostgreSQL array literal, bound as a single parameter (`?::text[]`): the driver would
 * spread a JS array into one parameter per element, and a batch can hold more than PostgreSQL's 65,535.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/** Rows as one jsonb parameter, read back with jsonb_to_recordset. */
export const jsonRows = (rows: readonly object[]): string => JSON.stringify(rows);

export const STATISTICS_TIME_ZONE_SQL = `'Europe/Stockholm'`;
/** The Stockholm day of a timestamptz column. */
export const stockholmDay = (column: string) => `(${column} at time zone ${STATISTICS_TIME_ZONE_SQL})::date`;
/** The instant a Stockholm day (a date expression) starts. */
export const dayStart = (dateSql: string) => `((${dateSql})::timestamp at time zone ${STATISTICS_TIME_ZONE_SQL})`;

/** Posts about no game are rolled up under this id (a primary key column cannot be null). */
export const NO_GAME_ID = '00000000-0000-0000-0000-000000000000';
