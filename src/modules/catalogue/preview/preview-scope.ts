import type { EntityManager } from 'typeorm';
import type { StoredDraft } from '../drafts/drafts.service';

/**
 * What a preview token may show: the drafts a preview writes before it answers
 * (docs/behaviour.md#previews). Each kind is one case of `PreviewScope` and one statement of
 * `draftsInScope`; a new kind is a case here, a value of the `preview_tokens.scope` check and of
 * PREVIEW_SCOPES, the column naming its target, and its check in PreviewTokensService.
 */
export type PreviewScope =
  /** One live record's draft (none staged: the record as it is live). */
  | { kind: 'record'; resource: string; recordId: string }
  /** One draft by id: a new record's, or a live record's. */
  | { kind: 'draft'; draftId: string }
  /** The drafts a release would publish, in its order. */
  | { kind: 'release'; releaseId: string }
  /** Every draft. */
  | { kind: 'drafts' };

export const PREVIEW_SCOPES = ['record', 'release', 'drafts'] as const;
export type PreviewScopeName = (typeof PREVIEW_SCOPES)[number];

/** A `preview_tokens` row's scope columns. */
export interface ScopeColumns {
  scope: PreviewScopeName;
  resource: string | null;
  record_id: string | null;
  draft_id: string | null;
  release_id: string | null;
}

export function scopeOf(row: ScopeColumns): PreviewScope {
  switch (row.scope) {
    case 'record':
      return row.draft_id
        ? { kind: 'draft', draftId: row.draft_id }
        : { kind: 'record', resource: row.resource!, recordId: row.record_id! };
    case 'release':
      return { kind: 'release', releaseId: row.release_id! };
    case 'drafts':
      return { kind: 'drafts' };
  }
}

/**
 * The drafts a preview of `scope` writes, oldest first (so that of two drafts of one slug the
 * newer is the one left out), read on the preview's transaction.
 */
export function draftsInScope(manager: EntityManager, scope: PreviewScope): Promise<StoredDraft[]> {
  const order = 'ORDER BY created_at, id';
  switch (scope.kind) {
    case 'record':
      return manager.query(
        `SELECT * FROM catalogue_drafts WHERE resource = $1 AND record_id = $2 ${order}`,
        [scope.resource, scope.recordId],
      );
    case 'draft':
      return manager.query(`SELECT * FROM catalogue_drafts WHERE id = $1`, [scope.draftId]);
    case 'release':
      return manager.query(
        `SELECT d.* FROM catalogue_release_entries e JOIN catalogue_drafts d ON d.id = e.pending_draft_id
          WHERE e.release_id = $1 ORDER BY e.added_at, e.id`,
        [scope.releaseId],
      );
    case 'drafts':
      return manager.query(`SELECT * FROM catalogue_drafts ${order}`);
  }
}
