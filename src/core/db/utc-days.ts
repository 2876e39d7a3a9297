/**
 * `days AS (…)`: a CTE of the last `n` UTC days by the database's clock, oldest first, today last,
 * one row each (`day`, midnight UTC, without time zone). Figures per day join it to list the days
 * without any as zeros. `n` is the query's parameter named by `parameter` (`'$3'`).
 */
export const lastUtcDays = (parameter: string): string =>
  `days AS (
       SELECT generate_series(date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${parameter} - 1), date_trunc('day', now() AT TIME ZONE 'UTC'), interval '1 day') AS day
     )`;
