/** Small helpers the cruise catalogue services share: partial assignment for PATCH, times of day. */

/** Copies the defined values onto `target`; `undefined` means "not sent", so it changes nothing. */
export function assignDefined<T extends object>(target: T, values: Partial<T>): T {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

/** PostgreSQL `time` values ('08:00:00') leave the API as 'HH:MM'. */
export const timeOfDay = (value: string | null): string | null =>
  value ? value.slice(0, 5) : null;
