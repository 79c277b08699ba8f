import { Injectable, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationFailedError } from '@/common/errors';
import { Paginated, paginated } from '@/common/pagination';
import { createValidationPipe } from '@/common/validation';
import { redact } from '@/modules/audit/audit-redaction';
import { currentStudioWrite } from '@/modules/audit/studio-write-context';
import { CatalogueWriter } from '../shared/catalogue-writer';
import { diffDraft } from './draft-diff';
import { DraftableResource, draftableAt, draftableNamed, DraftTarget } from './draftable-resources';
import { DraftDiffDto, DraftResponseDto, PublishedDraftDto } from './dto/draft-response.dto';
import { ListDraftsQueryDto } from './dto/list-drafts-query.dto';

/** A row of `catalogue_drafts`. */
export interface StoredDraft {
  id: string;
  resource: string;
  record_id: string | null;
  body: Record<string, unknown>;
  base_revision: number | null;
  base_updated_at: Date | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PublishOptions {
  /** Publish although the live record changed since the draft was staged. */
  force?: boolean;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The newest revision number of the record `t` of the resource named `$1`, in SQL. */
const NEWEST_REVISION = `(SELECT max(r.number) FROM revisions r WHERE r.resource = $1::varchar AND r.record_id = t.id)`;

/**
 * Drafts of catalogue records (docs/behaviour.md#drafts): a staged body, checked as the
 * resource's own PATCH (a change to a live record) or create (a record not created yet), kept
 * apart from the record in `catalogue_drafts`, so no public read, list or search can see it.
 * Publishing hands the body to the resource's own service, whose write goes through the catalogue
 * write path (audit entry, revision, outbox event, cache purge), and removes the draft, in one
 * transaction: the caller's when it passes one.
 */
@Injectable()
export class DraftsService {
  /** The global pipe's checks: a draft's body is refused exactly as its PATCH or POST would be. */
  private readonly pipe = createValidationPipe();

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: CatalogueWriter,
    private readonly moduleRef: ModuleRef,
  ) {}

  resourceAt(path: string): DraftableResource {
    const found = draftableAt(path);
    if (!found) throw new NotFoundError('Catalogue resource', path);
    return found;
  }

  async ofRecord(d: DraftableResource, recordId: string): Promise<DraftResponseDto> {
    return this.toResponse(await this.recordDraft(d, recordId));
  }

  async byId(draftId: string): Promise<DraftResponseDto> {
    return this.toResponse(await this.stored(this.dataSource.manager, draftId));
  }

  /**
   * Stages `body` (the record's PATCH body) as the record's draft, replacing the one it had, against
   * the live record as it is now; 404 when the record does not exist.
   */
  async stage(
    d: DraftableResource,
    recordId: string,
    body: unknown,
    actorId: string,
  ): Promise<DraftResponseDto> {
    await this.checked(d.update, body);
    if (Object.keys(body as object).length === 0)
      throw ValidationFailedError.field('body', 'must set at least one field of the record');
    // The record's lock: a delete of it (which removes its draft) cannot slip in between.
    const staged = await this.dataSource.transaction(async (manager) => {
      await this.writer.lockRecord(manager, d.resource, recordId);
      const rows = await manager.query<StoredDraft[]>(
        `INSERT INTO catalogue_drafts (resource, record_id, body, base_revision, base_updated_at, created_by, updated_by)
         SELECT $1::varchar, t.id, $3::jsonb, ${NEWEST_REVISION}, t.updated_at, $4::uuid, $4::uuid
           FROM ${ident(d.resource.table)} t WHERE t.id = $2
         ON CONFLICT (resource, record_id) WHERE record_id IS NOT NULL DO UPDATE
            SET body = EXCLUDED.body, base_revision = EXCLUDED.base_revision,
                base_updated_at = EXCLUDED.base_updated_at, updated_by = EXCLUDED.updated_by,
                updated_at = now()
         RETURNING *`,
        [d.resource.name, recordId, JSON.stringify(body), actorId],
      );
      // No row: the record does not exist.
      return rows.at(0);
    });
    if (!staged) throw new NotFoundError(d.resource.label, recordId);
    return this.toResponse(staged);
  }

  /** Stages a record not created yet: `body` is the resource's create body. */
  async stageNew(d: DraftableResource, body: unknown, actorId: string): Promise<DraftResponseDto> {
    await this.checked(d.create, body);
    const [row] = await this.dataSource.query<StoredDraft[]>(
      `INSERT INTO catalogue_drafts (resource, record_id, body, created_by, updated_by)
       VALUES ($1, NULL, $2::jsonb, $3, $3) RETURNING *`,
      [d.resource.name, JSON.stringify(body), actorId],
    );
    return this.toResponse(row);
  }

  /**
   * Replaces the draft's body: a draft of a live record is staged again (against the record as it
   * is now), a draft of a new record keeps being one.
   */
  async replace(draftId: string, body: unknown, actorId: string): Promise<DraftResponseDto> {
    const draft = await this.stored(this.dataSource.manager, draftId);
    const d = this.resourceOf(draft);
    if (draft.record_id) return this.stage(d, draft.record_id, body, actorId);
    await this.checked(d.create, body);
    const [rows] = await this.dataSource.query<[StoredDraft[], number]>(
      `UPDATE catalogue_drafts SET body = $2::jsonb, updated_by = $3, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [draftId, JSON.stringify(body), actorId],
    );
    if (rows.length === 0) throw draftNotFound(draftId);
    return this.toResponse(rows[0]);
  }

  async discardOfRecord(d: DraftableResource, recordId: string): Promise<void> {
    const count = await this.dataSource.transaction(async (m) => {
      await m.query(
        `SELECT e.id FROM catalogue_release_entries e
           JOIN catalogue_drafts d ON d.id = e.pending_draft_id
          WHERE d.resource = $1 AND d.record_id = $2 ORDER BY e.id FOR UPDATE OF e`,
        [d.resource.name, recordId],
      );
      const [, deleted] = await m.query<[unknown, number]>(
        'DELETE FROM catalogue_drafts WHERE resource = $1 AND record_id = $2',
        [d.resource.name, recordId],
      );
      return deleted;
    });
    if (count === 0) throw recordDraftNotFound(d, recordId);
  }

  /**
   * Removes the draft, and with it its entry in a release (ON DELETE CASCADE). A publish of that
   * release running meanwhile either publishes the draft first (this answers 404) or waits for
   * this and refuses the release, naming the entry (docs/behaviour.md#releases).
   */
  async discard(draftId: string): Promise<void> {
    const count = await this.dataSource.transaction(async (m) => {
      await lockReleaseEntries(m, draftId);
      const [, deleted] = await m.query<[unknown, number]>(
        'DELETE FROM catalogue_drafts WHERE id = $1',
        [draftId],
      );
      return deleted;
    });
    if (count === 0) throw draftNotFound(draftId);
  }

  async diffOfRecord(d: DraftableResource, recordId: string): Promise<DraftDiffDto> {
    return this.diff(await this.recordDraft(d, recordId));
  }

  async diffById(draftId: string): Promise<DraftDiffDto> {
    return this.diff(await this.stored(this.dataSource.manager, draftId));
  }

  async publishOfRecord(
    d: DraftableResource,
    recordId: string,
    options: PublishOptions,
  ): Promise<PublishedDraftDto> {
    return this.publish(await this.recordDraft(d, recordId), options);
  }

  async publishById(draftId: string, options: PublishOptions): Promise<PublishedDraftDto> {
    return this.publish(await this.stored(this.dataSource.manager, draftId), options);
  }

  /**
   * Publishes the draft: the resource's own update (or create, for a new record) with the draft's
   * body, through the catalogue write path, then removes the draft; all on `manager`'s transaction
   * when given (a caller publishing several together), else on one of its own. 409 when the live
   * record changed since the draft was staged, unless `force`; 404 when the draft is gone. The
   * audit entry is the record's, with the draft's id and body as its changes.
   */
  async publish(
    draft: StoredDraft,
    options: PublishOptions = {},
    manager?: EntityManager,
  ): Promise<PublishedDraftDto> {
    const d = this.resourceOf(draft);
    const target = this.targetOf(d);
    const work = async (m: EntityManager): Promise<PublishedDraftDto> => {
      // A release publishing this draft holds these already (the same transaction); anyone else
      // waits for that publish here, before taking the record's lock the publish will want.
      await lockReleaseEntries(m, draft.id);
      if (draft.record_id) await this.writer.lockRecord(m, d.resource, draft.record_id);
      const current = await this.stored(m, draft.id, true);
      if (current.record_id && !options.force && (await this.conflicted(m, d, current)))
        throw new ConflictError(
          `The live ${d.resource.label.toLowerCase()} '${current.record_id}' changed since this draft was staged: compare it with GET /studio/${d.path}/${current.record_id}/draft/diff, then stage the draft again (PUT) or publish with force=true.`,
        );
      const input = await this.checked(current.record_id ? d.update : d.create, current.body);
      // The record's audit entry records what was published: the draft, not the empty request.
      const studioWrite = currentStudioWrite();
      if (studioWrite)
        studioWrite.changes = () => ({ draft_id: current.id, changes: redact(current.body) });
      const record = await this.writer.within(m, () =>
        current.record_id ? target.update(current.record_id, input) : target.create(input),
      );
      await m.query('DELETE FROM catalogue_drafts WHERE id = $1', [current.id]);
      return {
        draft_id: current.id,
        resource: d.path,
        record_id: current.record_id ?? (record as { id: string }).id,
        record,
      };
    };
    return manager ? work(manager) : this.dataSource.transaction(work);
  }

  async list(query: ListDraftsQueryDto): Promise<Paginated<DraftResponseDto>> {
    const names = query.resource?.map((path) => this.resourceAt(path).resource.name) ?? null;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<StoredDraft[]>(
        `SELECT * FROM catalogue_drafts WHERE ($1::text[] IS NULL OR resource = ANY($1))
          ORDER BY updated_at DESC, id LIMIT $2 OFFSET $3`,
        [names, query.limit, query.skip],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM catalogue_drafts WHERE ($1::text[] IS NULL OR resource = ANY($1))`,
        [names],
      ),
    ]);
    return paginated(
      rows.map((r) => this.toResponse(r)),
      total,
      query,
    );
  }

  /** `body` checked as the body of `type` (a PATCH or create DTO); answers the DTO it makes. */
  private async checked(type: Type<object>, body: unknown): Promise<object> {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw ValidationFailedError.field('body', 'must be a JSON object');
    return (await this.pipe.transform(body, { type: 'body', metatype: type })) as object;
  }

  private async diff(draft: StoredDraft): Promise<DraftDiffDto> {
    const d = this.resourceOf(draft);
    const live = draft.record_id
      ? ((await this.targetOf(d).studioGet(draft.record_id)) as Record<string, unknown>)
      : null;
    return {
      draft_id: draft.id,
      resource: d.path,
      record_id: draft.record_id,
      conflict: draft.record_id ? await this.conflicted(this.dataSource.manager, d, draft) : false,
      fields: diffDraft(draft.body, live),
    };
  }

  /** The diff's `conflict` of a staged draft (false for a new record's, or one gone since). */
  async conflictOf(draft: Pick<StoredDraft, 'id' | 'resource' | 'record_id'>): Promise<boolean> {
    return draft.record_id
      ? this.conflicted(this.dataSource.manager, this.resourceOf(draft), draft)
      : false;
  }

  /** Whether the live record changed since the draft was staged: its `updated_at` or newest revision. */
  private async conflicted(
    manager: EntityManager,
    d: DraftableResource,
    draft: Pick<StoredDraft, 'id'>,
  ): Promise<boolean> {
    const [row] = await manager.query<Array<{ changed: boolean }>>(
      `SELECT (t.updated_at IS DISTINCT FROM d.base_updated_at
               OR ${NEWEST_REVISION} IS DISTINCT FROM d.base_revision) AS changed
         FROM catalogue_drafts d JOIN ${ident(d.resource.table)} t ON t.id = d.record_id
        WHERE d.id = $2`,
      [d.resource.name, draft.id],
    );
    // No row: the record is gone, which its delete's removing the draft rules out; the update
    // that follows answers 404 if it happens anyway.
    return row?.changed ?? false;
  }

  private async recordDraft(d: DraftableResource, recordId: string): Promise<StoredDraft> {
    const [row] = await this.dataSource.query<StoredDraft[]>(
      'SELECT * FROM catalogue_drafts WHERE resource = $1 AND record_id = $2',
      [d.resource.name, recordId],
    );
    if (!row) throw recordDraftNotFound(d, recordId);
    return row;
  }

  private async stored(
    manager: EntityManager,
    draftId: string,
    lock = false,
  ): Promise<StoredDraft> {
    const [row] = await manager.query<StoredDraft[]>(
      `SELECT * FROM catalogue_drafts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [draftId],
    );
    if (!row) throw draftNotFound(draftId);
    return row;
  }

  /** The resource's own service, from whichever catalogue module provides it. */
  private targetOf(d: DraftableResource): DraftTarget {
    return this.moduleRef.get(d.service, { strict: false });
  }

  private resourceOf(draft: Pick<StoredDraft, 'resource'>): DraftableResource {
    const d = draftableNamed(draft.resource);
    if (!d) throw new Error(`A draft of the unknown resource ${draft.resource}`);
    return d;
  }

  private toResponse(row: StoredDraft): DraftResponseDto {
    return {
      id: row.id,
      resource: this.resourceOf(row).path,
      record_id: row.record_id,
      body: row.body,
      base:
        row.record_id && row.base_updated_at
          ? { revision: row.base_revision, updated_at: row.base_updated_at.toISOString() }
          : null,
      created_by: row.created_by,
      updated_by: row.updated_by,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
  }
}

/**
 * Locks the release entry holding the draft, if it is in a release. The lock order of every write
 * that removes a draft is a release publish's (docs/architecture.md#lock-order): the release, its
 * entries, then each entry's record and draft. Deleting the draft first would lock it, then its
 * entry (the cascade), the other way round: a publish holding the entry and wanting the draft
 * would meet that delete in a deadlock.
 */
async function lockReleaseEntries(m: EntityManager, draftId: string): Promise<void> {
  await m.query('SELECT id FROM catalogue_release_entries WHERE pending_draft_id = $1 FOR UPDATE', [
    draftId,
  ]);
}

const draftNotFound = (draftId: string) => new NotFoundError('Draft', draftId);

const recordDraftNotFound = (d: DraftableResource, recordId: string) =>
  new NotFoundError(`Draft of ${d.resource.label.toLowerCase()}`, recordId);
