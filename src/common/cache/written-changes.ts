import { AsyncLocalStorage } from 'node:async_hooks';

/** A record a write changed, as its outbox event names it. */
export interface ChangedRecord {
  resource: string;
  id: string;
}

const storage = new AsyncLocalStorage<ChangedRecord[]>();

/**
 * Runs `work` (a studio request's handler) noting the records its writes change in `changes`, so
 * FlushAfterWriteInterceptor can drop exactly their answers from this instance's cache.
 */
export function runNotingChanges<T>(changes: ChangedRecord[], work: () => T): T {
  return storage.run(changes, work);
}

/** Notes a changed record for the request being handled, if any (enqueueEvent calls it). */
export function noteChange(resource: string, id: string): void {
  storage.getStore()?.push({ resource, id });
}
