import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';
import {
  isForeignKeyViolation,
  isRetryableRollback,
  isUniqueViolation,
  translateWriteError,
  violatedConstraint,
} from '@/common/database';
import { ConflictError, NotFoundError } from '@/common/errors';
import { AuditRecordInput, AuditService } from '@/modules/audit/audit.service';
import { currentStudioWrite } from '@/modules/audit/studio-write-context';
import { currentPreview } from '@/common/database/preview-scope';
import { CATALOGUE_RESOURCES } from '../catalogue-resources';
import { announceByOutbox, enqueueEvent } from '@/modules/webhooks/outbox';
import type { OutboxOperation } from '@/modules/webhooks/entities/outbox-event.entity';
import { CatalogueResource } from '@/modules/revisions/catalogue-resource';
import { cascadeOf, coOwners, Dependent, ReferringKeys } from '@/modules/revisions/dependents';
import { Revision, RevisionOperation } from '@/modules/revisions/entities/revision.entity';
import {
  diffSnapshots,
  readSnapshot,
  RecordSnapshot,
  writeSnapshot,
} from '@/modules/revisions/record-snapshot';
import { UNDIFFED_COLUMNS } from '@/modules/revisions/catalogue-resource';
import { RevisionsService } from '@/modules/revisions/revisions.service';

const AUDIT_ACTIONS: Record<RevisionOperation, string> = {
  created: 'create',
  updated: 'update',
  deleted: 'delete',
  restored: 'restore',
};

/**
 * How a resource answers the studio for one record (the full response, its child rows and related
 * records included), read on `manager`: the write's transaction after a write, the data source's
 * manager (no transaction: the read models use the read pool) for `GET /studio/{path}/{id}`. One
 * function for both, so a write's answer is what the next GET says.
 */
export type StudioAnswer<R> = (manager: EntityManager, id: string) => Promise<R>;

/** A resource's writes and studio answer, bound once by its service (bindResource). */
export interface ResourceWriter<R> {
  /** Runs `write` (insert the row and its child rows, answer the id); answers the new record. */
  create(write: (manager: EntityManager) => Promise<string>): Promise<R>;
  /** Runs `write` on the locked record (404 when it does not exist); answers the record after it. */
  update(
    id: string,
    write: (manager: EntityManager, current: RecordSnapshot) => Promise<unknown>,
  ): Promise<R>;
  /** Deletes the record (by default its row; child rows and dependents go by ON DELETE CASCADE). */
  remove(
    id: string,
    write?: (manager: EntityManager, current: RecordSnapshot) => Promise<unknown>,
  ): Promise<void>;
  /** The studio's answer for the record as it is now, read outside any transaction. */
  answer(id: string): Promise<R>;
}

/**
 * Binds a resource to its studio answer: its create and update answer what `answer` reads on the
 * write's transaction, and `answer(id)` reads the same on the pool for the studio's GET. Nothing
 * of the writer is touched until a call, so a service built without one can still read.
 */
export function bindResource<R>(
  writer: CatalogueWriter,
  resource: CatalogueResource,
  answer: StudioAnswer<R>,
): ResourceWriter<R> {
  // Optional: a service compiled without the writer (a read-only test module) still reads.
  (writer as CatalogueWriter | undefined)?.answerEventsWith(resource, answer);
  return {
    create: (write) => writer.create(resource, write, answer),
    update: (id, write) => writer.update(resource, id, write, answer),
    remove: (id, write) => writer.remove(resource, id, write),
    answer: (id) => writer.read(answer, id),
  };
}

/**
 * The transaction a caller opened for writes that must commit together (publishing a draft: the
 * record's write and the draft's removal), set by {@link CatalogueWriter.within}.
 */
const enclosingTransaction = new AsyncLocalStorage<Enclosing>();

/**
 * The operations a caller may give the record's own event instead of the write's (a scheduled
 * publication: `<type>.published`, `<type>.unpublished`); its revision and audit entry stay the
 * write's.
 */
export type AnnouncedOperation = Extract<OutboxOperation, 'published' | 'unpublished'>;

interface Enclosing {
  manager: EntityManager;
  /** The operation of the event of the record the write changes (not of its dependents). */
  announce?: AnnouncedOperation;
}

type Work = (manager: EntityManager, current: RecordSnapshot | null) => Promise<string | void>;

/** What a write records besides the record itself. */
interface WriteNotes {
  /** The revision a restore writes back. */
  restoredFrom?: string;
  /** The content locale a translation write changed: the event's `locale`. */
  locale?: string;
  /** The audit entry's `changes` instead of the request body. */
  auditChanges?: Record<string, unknown>;
}

/** An update or delete as run() takes it: run() has answered 404 before, when there is no record. */
const onExisting =
  (write: (manager: EntityManager, current: RecordSnapshot) => Promise<unknown>): Work =>
  async (manager, current) => {
    await write(manager, current!);
  };

/**
 * The one write path of catalogue records. Each call runs one transaction that holds the record's
 * lock, runs the resource's own write (the row and its child rows), then stores the revision, the
 * outbox event and, last, the audit entry; so a write that commits has all three and a write that
 * fails has none. Services describe their resource once (CatalogueResource) and never write
 * revisions, events or audit entries themselves.
 */
@Injectable()
export class CatalogueWriter {
  /** The foreign keys a delete follows (cascadeOf), of this writer's database only. */
  private readonly referringKeys: ReferringKeys;
  /** Each resource's studio answer, by resource name: the `data` of its webhook events. */
  private readonly eventAnswers = new Map<string, StudioAnswer<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly revisions: RevisionsService,
  ) {
    this.referringKeys = new ReferringKeys(dataSource);
  }

  /**
   * The `data` of the resource's events is what `answer` (its studio GET, the same response DTO
   * as its public GET) reads on the write's transaction (docs/webhooks.md#what-you-receive).
   * bindResource registers every catalogue service's; a resource without one sends its stored
   * record.
   */
  answerEventsWith(resource: CatalogueResource, answer: StudioAnswer<unknown>): void {
    this.eventAnswers.set(resource.name, answer);
  }

  /** The `data` of an event of the record, read on the write's transaction. */
  private eventData(
    manager: EntityManager,
    resource: CatalogueResource,
    id: string,
    snapshot: RecordSnapshot,
  ): Promise<unknown> {
    const answer = this.eventAnswers.get(resource.name);
    return answer ? answer(manager, id) : Promise.resolve(snapshot);
  }

  /**
   * Runs `work` so that every write it makes through this writer (a service's create or update
   * included) joins the caller's transaction `manager` rather than opening its own: they commit or
   * roll back with the caller's other writes. Such a write is not run again after a deadlock (the
   * caller's transaction is rolled back whole); its error reaches the caller translated as usual.
   * With `announce`, the event of a record created or updated this way is `<type>.<announce>`
   * (a scheduled publication) instead of `<type>.created` / `<type>.updated`.
   */
  within<T>(
    manager: EntityManager,
    work: () => Promise<T>,
    options: { announce?: AnnouncedOperation } = {},
  ): Promise<T> {
    // A write nested in an announcing one (a scheduled draft's publishing) announces as it does.
    const announce = options.announce ?? enclosingTransaction.getStore()?.announce;
    return enclosingTransaction.run({ manager, announce }, work);
  }

  /**
   * Takes the lock every write of the record holds until its transaction ends, on `manager`'s
   * transaction: a caller that checks the record before writing it (publishing a draft) sees no
   * write come between.
   */
  async lockRecord(manager: EntityManager, resource: CatalogueResource, id: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `${resource.name}:${id}`,
    ]);
  }

  /**
   * `answer` read outside any transaction (the data source's manager has no query runner, so the
   * read models read on the read pool): the studio's GET of a record bound with bindResource.
   */
  read<R>(answer: StudioAnswer<R>, id: string): Promise<R> {
    return answer(this.dataSource.manager, id);
  }

  /**
   * `write` inserts the row (and its child rows) on the transaction and answers the new id; `load`
   * reads the record for the answer on the same transaction, so a write answered 2xx needs no
   * read after its commit.
   */
  async create<T>(
    resource: CatalogueResource,
    write: (manager: EntityManager) => Promise<string>,
    load: (manager: EntityManager, id: string) => Promise<T>,
  ): Promise<T> {
    return this.run(resource, 'created', null, (manager) => write(manager), load);
  }

  /** `write` changes the locked record (404 when it does not exist); `load` as for create. */
  async update<T>(
    resource: CatalogueResource,
    id: string,
    write: (manager: EntityManager, current: RecordSnapshot) => Promise<unknown>,
    load: (manager: EntityManager, id: string) => Promise<T>,
  ): Promise<T> {
    return this.run(resource, 'updated', id, onExisting(write), load);
  }

  /**
   * Changes the record's translation in `locale` (`write` sets its `translations`), as an update:
   * its revision, a `<type>.updated` event carrying the locale, and an audit entry whose changes
   * are `auditChanges` (a DELETE has no body to record).
   */
  async translate<T>(
    resource: CatalogueResource,
    id: string,
    locale: string,
    write: (manager: EntityManager, current: RecordSnapshot) => Promise<unknown>,
    load: (manager: EntityManager, id: string) => Promise<T>,
    auditChanges: Record<string, unknown>,
  ): Promise<T> {
    return this.run(resource, 'updated', id, onExisting(write), load, { locale, auditChanges });
  }

  /** Deletes the record (its child rows go by ON DELETE CASCADE); 404 when it does not exist. */
  async remove(
    resource: CatalogueResource,
    id: string,
    write: (manager: EntityManager, current: RecordSnapshot) => Promise<unknown> = (manager) =>
      manager.query(`DELETE FROM "${resource.table}" WHERE id = $1`, [id]),
  ): Promise<void> {
    await this.run(resource, 'deleted', id, onExisting(write), () => Promise.resolve());
  }

  /**
   * Writes a revision's record back (inserting it again when it was deleted) as a new revision. A
   * constraint it would break now (its slug taken since, a record it refers to deleted) is a 409
   * naming the constraint.
   */
  async restore(resource: CatalogueResource, id: string, revisionId: string): Promise<Revision> {
    let restored: Revision | undefined;
    return this.run(
      resource,
      'restored',
      id,
      async (manager, current) => {
        restored = await this.revisions.get(resource.name, id, { id: revisionId }, manager);
        try {
          await writeSnapshot(manager, resource, { ...restored.data, id }, current !== null);
        } catch (error) {
          throw restoreConflict(error, resource, restored) ?? error;
        }
      },
      (_manager, _id, revision) => Promise.resolve(revision!),
      { restoredFrom: revisionId },
    );
  }

  /** Whether the record exists now or ever had a revision (so its history can be read). */
  async known(resource: CatalogueResource, id: string): Promise<boolean> {
    const [row] = await this.dataSource.query<Array<{ known: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM "${resource.table}" WHERE id = $1)
           OR EXISTS (SELECT 1 FROM revisions WHERE resource = $2 AND record_id = $1) AS known`,
      [id, resource.name],
    );
    return row.known;
  }

  /**
   * Stores the revision and outbox event of each record the write changed besides its own (see
   * Dependent), once per record, and answers their audit entries, which name the write that caused
   * them. A record removed with its parent gets no revision of the parent it was kept with (dry
   * docks of a deleted ship: the ship's own revision holds them).
   */
  private async recordDependents(
    manager: EntityManager,
    cause: { resource: CatalogueResource; id: string; operation: RevisionOperation },
    dependents: Dependent[],
    /** The event data of the records the write deletes with its own, read before the delete. */
    deletedData: ReadonlyMap<string, unknown>,
  ): Promise<AuditRecordInput[]> {
    const request = currentStudioWrite();
    const gone = new Set(
      cause.operation === 'deleted' ? [recordKey(cause.resource, cause.id)] : [],
    );
    for (const d of dependents)
      if (d.operation === 'deleted') gone.add(recordKey(d.resource, d.id));
    const done = new Set([recordKey(cause.resource, cause.id)]);
    const audits: AuditRecordInput[] = [];
    for (const dependent of dependents) {
      const k = recordKey(dependent.resource, dependent.id);
      if (done.has(k) || (dependent.operation === 'updated' && gone.has(k))) continue;
      done.add(k);
      const data =
        dependent.operation === 'deleted'
          ? dependent.before!
          : await readSnapshot(manager, dependent.resource, dependent.id, true);
      if (!data) continue;
      const target = dependent.resource.revisionsOf;
      let revision: Revision | null = null;
      if (!target) {
        revision = await this.revisions.add(manager, {
          resource: dependent.resource.name,
          recordId: dependent.id,
          operation: dependent.operation,
          data,
          actorId: request?.userId ?? null,
          actorEmail: request?.userEmail ?? null,
        });
      } else {
        const parentId = String(data[target.column]);
        const parent = gone.has(recordKey(target.resource, parentId))
          ? null
          : await readSnapshot(manager, target.resource, parentId, true);
        if (parent)
          revision = await this.revisions.add(manager, {
            resource: target.resource.name,
            recordId: parentId,
            operation: 'updated',
            data: parent,
            actorId: request?.userId ?? null,
            actorEmail: request?.userEmail ?? null,
          });
      }
      await enqueueEvent(manager, {
        resource: dependent.resource.name,
        recordId: dependent.id,
        operation: dependent.operation,
        revisionId: revision?.id ?? null,
        actorId: request?.userId ?? null,
        data:
          dependent.operation === 'deleted'
            ? (deletedData.get(k) ?? data)
            : await this.eventData(manager, dependent.resource, dependent.id, data),
        // The revision's own changes when it is the record's (not its parent's).
        changedFields:
          dependent.operation === 'updated' && !target && revision
            ? Object.keys(revision.changes)
            : [],
      });
      audits.push({
        userId: request?.userId ?? null,
        userEmail: request?.userEmail ?? null,
        action: AUDIT_ACTIONS[dependent.operation],
        entityType: dependent.resource.name,
        entityId: dependent.id,
        changes: {
          caused_by: {
            resource: cause.resource.name,
            id: cause.id,
            operation: cause.operation,
          },
        },
        ip: request?.ip ?? null,
        actor: request?.actor,
      });
    }
    return audits;
  }

  private async run<T>(
    resource: CatalogueResource,
    operation: RevisionOperation,
    id: string | null,
    work: Work,
    load: (manager: EntityManager, id: string, revision: Revision | null) => Promise<T>,
    notes: WriteNotes = {},
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await this.transaction(resource, operation, id, work, load, notes);
        const request = currentStudioWrite();
        if (request) request.recorded = true;
        return answer;
      } catch (error) {
        // A write locks its record, then the records it changes besides (tags are both sides');
        // one locking them the other way round meets it in a deadlock, which PostgreSQL ends by
        // rolling one of the two back whole: that one runs again (as after a serialization
        // failure). One that still collides after the last attempt answers 503 with Retry-After
        // (toProblem), never a 500.
        if (
          isRetryableRollback(error) &&
          attempt < WRITE_ATTEMPTS &&
          !enclosingTransaction.getStore()
        )
          continue;
        translateWriteError(error, resource.constraints);
      }
    }
  }

  /** One attempt of a write: its transaction, answering the record as `load` reads it. */
  private async transaction<T>(
    resource: CatalogueResource,
    operation: RevisionOperation,
    id: string | null,
    work: Work,
    load: (manager: EntityManager, id: string, revision: Revision | null) => Promise<T>,
    { restoredFrom, locale, auditChanges }: WriteNotes,
  ): Promise<T> {
    const request = currentStudioWrite();
    const enclosing = enclosingTransaction.getStore();
    const inTransaction = (body: (manager: EntityManager) => Promise<T>) =>
      enclosing ? body(enclosing.manager) : this.dataSource.transaction(body);
    const announced: OutboxOperation =
      enclosing?.announce && (operation === 'created' || operation === 'updated')
        ? enclosing.announce
        : operation;
    return inTransaction(async (manager) => {
      // Every record this transaction changes gets an event (its own, recordDependents'), which
      // announces it to the response caches: the tables' own notices would purge everything.
      await announceByOutbox(manager);
      let current: RecordSnapshot | null = null;
      if (id !== null) {
        // Serialises the writes of one record, also a restore of a deleted one (no row to lock).
        await this.lockRecord(manager, resource, id);
        current = await readSnapshot(manager, resource, id, true);
        if (!current && operation !== 'restored') throw new NotFoundError(resource.label, id);
      }
      // What the delete takes with it (ON DELETE CASCADE), read and locked before it goes.
      const cascaded =
        operation === 'deleted'
          ? await cascadeOf(manager, this.referringKeys, CATALOGUE_RESOURCES, resource, id!)
          : [];
      // A deleted record's event carries it as its GET answered it last, read before it goes.
      const deletedData = new Map<string, unknown>();
      if (operation === 'deleted') {
        deletedData.set(
          recordKey(resource, id!),
          await this.eventData(manager, resource, id!, current!),
        );
        for (const d of cascaded)
          if (d.before && !deletedData.has(recordKey(d.resource, d.id)))
            deletedData.set(
              recordKey(d.resource, d.id),
              await this.eventData(manager, d.resource, d.id, d.before),
            );
      }
      // A deleted record's staged draft and scheduled publications go with it, and those of the
      // records it takes along (docs/behaviour.md#drafts); a job left behind finds nothing to do.
      if (operation === 'deleted') {
        const gone = [{ resource, id: id! }, ...cascaded.filter((d) => d.operation === 'deleted')];
        for (const table of ['catalogue_drafts', 'catalogue_schedules'])
          await manager.query(
            `DELETE FROM ${table}
              WHERE (resource, record_id) IN (SELECT * FROM unnest($1::text[], $2::uuid[]))`,
            [gone.map((g) => g.resource.name), gone.map((g) => g.id)],
          );
      }
      const written = (await work(manager, current)) || id!;
      // The row is locked by now (FOR UPDATE above, or the INSERT), so the record's events
      // enter the outbox in the order their writes commit.
      const record =
        operation === 'deleted' ? current! : await readSnapshot(manager, resource, written);
      if (!record) throw new NotFoundError(resource.label, written);

      const target = resource.revisionsOf;
      const revisionRecord = target
        ? await readSnapshot(manager, target.resource, String(record[target.column]), true)
        : record;
      const revision = revisionRecord
        ? await this.revisions.add(manager, {
            resource: (target?.resource ?? resource).name,
            recordId: revisionRecord.id,
            operation: target ? 'updated' : operation,
            data: revisionRecord,
            actorId: request?.userId ?? null,
            actorEmail: request?.userEmail ?? null,
            restoredFrom,
          })
        : null;
      const loaded = await load(manager, written, revision);
      // A preview's write is rolled back (docs/behaviour.md#previews): it announces nothing and
      // takes no audit-chain lock or sequence number, so it holds up no other write.
      if (currentPreview()) return loaded;
      await enqueueEvent(manager, {
        resource: resource.name,
        recordId: written,
        operation: announced,
        revisionId: revision?.id ?? null,
        actorId: request?.userId ?? null,
        data:
          operation === 'deleted'
            ? deletedData.get(recordKey(resource, written))
            : // A bound resource's write answers its studio answer: the same data, read once.
              (load as unknown) === this.eventAnswers.get(resource.name)
              ? loaded
              : await this.eventData(manager, resource, written, record),
        changedFields:
          operation === 'deleted'
            ? []
            : Object.keys(diffSnapshots(current, record, UNDIFFED_COLUMNS)),
        locale,
      });
      const dependentAudits = await this.recordDependents(
        manager,
        { resource, id: written, operation },
        [
          ...cascaded,
          ...[
            { resource, before: current, after: operation === 'deleted' ? null : record },
            ...cascaded.map((d) => ({ resource: d.resource, before: d.before!, after: null })),
          ].flatMap(({ resource: r, before, after }) =>
            coOwners(CATALOGUE_RESOURCES, r, before, after).map((owner): Dependent => ({
              ...owner,
              operation: 'updated',
            })),
          ),
        ],
        deletedData,
      );
      for (const entry of dependentAudits) await this.audit.recordIn(manager, entry);
      await this.audit.recordIn(manager, {
        userId: request?.userId ?? null,
        userEmail: request?.userEmail ?? null,
        action: AUDIT_ACTIONS[operation],
        entityType: resource.name,
        entityId: written,
        changes:
          operation === 'restored'
            ? { revision_id: restoredFrom, revision: revision?.number ?? null }
            : (auditChanges ?? request?.changes() ?? null),
        ip: request?.ip ?? null,
        actor: request?.actor,
      });
      return loaded;
    });
  }
}

/** Attempts of a write that PostgreSQL rolls back as part of a deadlock or serialization failure. */
const WRITE_ATTEMPTS = 3;

const recordKey = (resource: CatalogueResource, id: string) => `${resource.table}:${id}`;

function restoreConflict(
  error: unknown,
  resource: CatalogueResource,
  revision: Revision,
): ConflictError | undefined {
  const constraint = violatedConstraint(error);
  const what = `Revision ${revision.number} of ${resource.constraints.what} '${revision.recordId}' cannot be restored`;
  if (isUniqueViolation(error)) {
    const valueName = resource.constraints.unique?.[constraint ?? ''] ?? 'a unique value';
    return new ConflictError(
      `${what}: its ${valueName} is now used by another record (constraint ${constraint}).`,
    );
  }
  if (isForeignKeyViolation(error)) {
    return new ConflictError(
      `${what}: a record it refers to no longer exists (constraint ${constraint}).`,
    );
  }
  return undefined;
}
