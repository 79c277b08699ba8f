import { performance } from 'node:perf_hooks';

let batchStartedAt: number | undefined;

function endBatch(): void {
  batchStartedAt = undefined;
}

/**
 * When a request parsed now arrived, at the latest we can be sure of (performance.now() ms).
 *
 * Requests that reach the process together are parsed one after another in the same event-loop
 * turn, each running its middleware up to its first database or network call before the next is
 * read. With 200 requests at once the last is parsed some hundreds of milliseconds after it
 * arrived, and `performance.now()` at parse time would hide that wait from any deadline counted
 * from it. So every request parsed in the same turn gets the time the first of them was parsed:
 * the turn's batch ends at the next check phase (setImmediate), which runs right after the turn's
 * I/O callbacks.
 */
export function arrivalTime(now: number = performance.now()): number {
  if (batchStartedAt === undefined) {
    batchStartedAt = now;
    setImmediate(endBatch);
  }
  return batchStartedAt;
}
