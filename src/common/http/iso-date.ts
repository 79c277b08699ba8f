/** Timestamps leave the service as ISO 8601 UTC strings (`2026-11-21T18:34:47.000Z`). */
export function isoTimestamp(value: Date): string;
export function isoTimestamp(value: Date | null | undefined): string | null;
export function isoTimestamp(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}
