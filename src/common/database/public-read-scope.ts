import { AsyncLocalStorage } from 'node:async_hooks';

/** A public read being answered (a @PublicRead route's handler). */
export interface PublicReadScope {
  /**
   * False once a statement of it was answered by a replica not known to hold the latest changes:
   * the answer may predate a change the response cache was purged for, so it is not stored.
   */
  cacheable: boolean;
}

const storage = new AsyncLocalStorage<PublicReadScope>();

/**
 * Runs `work` as a public read: the statements it sends through the read pool may go to a read
 * replica (ReadPool.query). ReplicaReadsInterceptor runs each @PublicRead handler this way; the
 * same pattern as the locale of a localized read (locale-context.ts).
 */
export function runAsPublicRead<T>(scope: PublicReadScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The public read being handled; undefined outside one (the studio, jobs, a write). */
export function currentPublicRead(): PublicReadScope | undefined {
  return storage.getStore();
}
