/** Small helpers the cruise catalogue services share: times of day. */

/** PostgreSQL `time` values ('08:00:00') leave the API as 'HH:MM'. */
export const timeOfDay = (value: string | null): string | null =>
  value ? value.slice(0, 5) : null;
