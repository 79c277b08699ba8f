import { readFileSync } from 'node:fs';

/**
 * A memory field of another process from /proc/<pid>/status (Linux), in MB: `VmRSS` (resident
 * now) or `VmHWM` (the resident peak).
 */
export function statusFieldMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) / 1024 : NaN;
}
