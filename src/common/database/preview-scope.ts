import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A preview read being answered (docs/behaviour.md#previews): the drafts in its token's scope are
 * written on `manager`'s transaction, which is rolled back when the answer is built, and every
 * read of the answer runs on that transaction, so it sees them.
 */
export interface PreviewScope {
  /** The preview's transaction (a QueryRunner's manager). */
  manager: EntityManager;
}

const storage = new AsyncLocalStorage<PreviewScope>();

/**
 * Runs `work` as a preview read: ReadPool.query and the reads that go through `readManager` run
 * on the scope's transaction. The pattern of the public-read scope (public-read-scope.ts).
 */
export function runInPreview<T>(scope: PreviewScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The preview being answered; undefined outside one (every other read, every write). */
export function currentPreview(): PreviewScope | undefined {
  return storage.getStore();
}

/**
 * The manager a public read that runs its own SQL on TypeORM's pool (search, category pages,
 * item references) reads on: the preview's transaction inside a preview, else the data source's.
 */
export function readManager(dataSource: DataSource): EntityManager {
  return storage.getStore()?.manager ?? dataSource.manager;
}
