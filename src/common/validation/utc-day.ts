/** The first instant of a `YYYY-MM-DD` day in UTC, or of the day after it (`dayAfter`). */
export function startOfUtcDay(isoDate: string, dayAfter = false): Date {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (dayAfter) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
