import { Injectable, Logger } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { BoundedWorkQueue } from '@/common/concurrency/bounded-work-queue';
import { runInPreview } from '@/common/database/preview-scope';
import { AppError } from '@/common/errors';
import { PreviewRenderer } from '@/common/preview/preview-renderer';
import { DraftsService } from '../drafts/drafts.service';
import { draftsInScope, PreviewScope } from './preview-scope';
import { PreviewTokensService } from './preview-tokens.service';

/**
 * Previews rendered at once by one instance, each holding one connection of TypeORM's pool for
 * its transaction; more wait up to PREVIEW_WAIT_MS in a short queue, then answer 503.
 */
export const PREVIEW_CONCURRENCY = 4;
const PREVIEW_QUEUE = 16;
const PREVIEW_WAIT_MS = 2000;

/**
 * Bounds of a preview's transaction: a statement, and a wait for a lock a studio write holds (the
 * drafts' records are locked while they are written), so a preview never holds its connection
 * long.
 */
const PREVIEW_STATEMENT_TIMEOUT_MS = 5000;
const PREVIEW_LOCK_TIMEOUT_MS = 2000;

/**
 * Renders previews (docs/architecture.md#previews): on one transaction of its own, writes the
 * drafts of the token's scope through DraftsService.publish (the resource's own update or
 * create, forced past conflicts), then runs the public handler inside a preview scope, so every
 * read of the answer (read models, includes, search, category pages) runs on that transaction
 * and sees the drafts, and rolls the transaction back. Nothing of it is kept: the writer leaves
 * out the outbox event and the audit entry inside a preview, and the NOTIFY of the cache purge
 * and the CDN purge row go with the rollback.
 *
 * A draft that can no longer be written (its slug taken since, a record it names deleted, a body
 * that no longer passes its checks) is left out of the preview, on a savepoint, and the others
 * are shown.
 */
@Injectable()
export class PreviewService extends PreviewRenderer {
  private readonly logger = new Logger(PreviewService.name);
  private readonly queue = new BoundedWorkQueue(PREVIEW_CONCURRENCY, PREVIEW_WAIT_MS, {
    maxWaiting: PREVIEW_QUEUE,
    busyDetail: 'Too many previews are being rendered. Try again shortly.',
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: PreviewTokensService,
    private readonly drafts: DraftsService,
  ) {
    super();
  }

  async render<T>(token: string, verified: () => void, answer: () => Promise<T>): Promise<T> {
    const scope = await this.tokens.scopeOfToken(token);
    verified();
    return this.queue.run(() => this.rendered(scope, answer));
  }

  private async rendered<T>(scope: PreviewScope, answer: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SET LOCAL statement_timeout = ${PREVIEW_STATEMENT_TIMEOUT_MS}`);
      await runner.query(`SET LOCAL lock_timeout = ${PREVIEW_LOCK_TIMEOUT_MS}`);
      return await runInPreview({ manager: runner.manager }, async () => {
        await this.writeDrafts(runner, scope);
        return answer();
      });
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  }

  private async writeDrafts(runner: QueryRunner, scope: PreviewScope): Promise<void> {
    const drafts = await draftsInScope(runner.manager, scope);
    for (const draft of drafts) {
      await runner.query('SAVEPOINT preview_draft');
      try {
        await this.drafts.publish(draft, { force: true }, runner.manager);
        await runner.query('RELEASE SAVEPOINT preview_draft');
      } catch (error) {
        // A 4xx of the draft's own write: it cannot be published as it stands, so it is not shown.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        await runner.query('ROLLBACK TO SAVEPOINT preview_draft');
        this.logger.debug(
          { draft_id: draft.id, code: error.code },
          'A draft that cannot be written was left out of a preview',
        );
      }
    }
  }
}
