import {
  DataSource,
  DeepPartial,
  EntityManager,
  ObjectType,
  FindOptionsWhere,
  Repository,
} from 'typeorm';
import { alreadyExists, missingReference, ReadPool } from '@/common/database';
import { PaginationQueryDto } from '@/common/pagination';
import type { ContentLocales } from '@/common/locale/content-locales';
import { ReadModel, Reader, RecordView } from '@/common/read';
import type { CatalogueResource } from '@/modules/revisions/catalogue-resource';
import { bindResource, CatalogueWriter, ResourceWriter } from './catalogue-writer';
import { CatalogueRow } from './catalogue-record';

const PUBLIC_BY_SLUG: RecordView = { by: 'slug', visibility: 'public' };
const ANY_BY_ID: RecordView = { by: 'id', visibility: 'all' };

/**
 * What every catalogue service offers, named for who may see what: `listPublic` and `getPublic`
 * (what the public rule allows), `listAll` and `get` (any record, by id: the studio's view), all
 * through the resource's one read model, and the studio's `studioGet` and `remove`. Writes go
 * through `records` (bound to the writer, which touches nothing until a write), and answer what
 * the service's {@link answer} builds, `R`, from `get` on the write's transaction. A service
 * overrides a method where its resource needs more (query checks, child rows).
 */
export abstract class CatalogueService<
  E extends CatalogueRow,
  R,
  Q extends PaginationQueryDto = PaginationQueryDto,
> {
  protected readonly reader: Reader<E, Q>;
  /** The resource's writes, each with its audit entry, revision and event. */
  protected readonly records: ResourceWriter<R>;

  readonly #repository: Repository<E>;
  readonly #what: string;

  /**
   * `resource` is the resource's declaration (its writes, and how a 404 names a record), `read`
   * its read model, run on `reads` (or a write's transaction); `repository` serves the write
   * side's checks.
   */
  protected constructor(
    reads: ReadPool,
    dataSource: DataSource,
    locales: ContentLocales,
    repository: Repository<E>,
    writer: CatalogueWriter,
    resource: CatalogueResource,
    read: ReadModel<Q>,
  ) {
    this.#repository = repository;
    this.#what = resource.label;
    this.reader = new Reader(dataSource, reads, read, resource.label, locales);
    this.records = bindResource(writer, resource, (manager, id) => this.answer(manager, id));
  }

  /** The studio's answer for a record, read on `manager`: what `studioGet` and the writes answer. */
  protected abstract answer(manager: EntityManager, id: string): Promise<R>;

  /** The studio's answer for one record: what its writes answer too. */
  studioGet(id: string): Promise<R> {
    return this.records.answer(id);
  }

  /** Deletes the record; its child rows and dependents go by ON DELETE CASCADE. */
  async remove(id: string): Promise<void> {
    await this.records.remove(id);
  }

  listPublic(query: Q): Promise<[E[], number]> {
    return this.reader.list(query, 'public');
  }

  listAll(query: Q): Promise<[E[], number]> {
    return this.reader.list(query, 'all');
  }

  getPublic(slug: string): Promise<E> {
    return this.reader.get(slug, PUBLIC_BY_SLUG);
  }

  /**
   * Any record by id, visible or not; 404 when there is none. Given a write's transaction
   * (`manager`), read on it.
   */
  get(id: string, manager?: EntityManager): Promise<E> {
    return this.reader.get(id, ANY_BY_ID, manager);
  }

  /**
   * 409 when a write would give the record a slug another record of the resource has ("A cruise
   * line with slug 'x' already exists."), read on the write's transaction `manager`. `current` is
   * the record's slug before an update: a slug that is absent or unchanged is not checked. Two
   * writes racing for one slug both pass here; the unique index refuses the second, which the
   * writer answers with the same 409.
   */
  protected async assertSlugFree(
    manager: EntityManager,
    slug: string | undefined,
    current?: string,
  ): Promise<void> {
    if (slug === undefined || slug === current) return;
    if (
      await manager
        .withRepository(this.#repository)
        .existsBy({ slug } as unknown as FindOptionsWhere<E>)
    )
      throw alreadyExists(this.#what.toLowerCase(), 'slug', slug);
  }
}

/**
 * The record `id` of `entity` that a request field refers to, read on the write's transaction and
 * locked (FOR KEY SHARE) until it ends: a concurrent delete of it waits for the write, so the
 * reference checked is the reference written. Null when there is none.
 */
export function lockReference<E extends CatalogueRow>(
  manager: EntityManager,
  entity: ObjectType<E>,
  id: string,
): Promise<E | null> {
  return manager.findOne(entity, {
    where: { id } as FindOptionsWhere<E>,
    lock: { mode: 'for_key_share' },
  });
}

/** {@link lockReference}, or the 400 naming `field` when the record does not exist. */
export async function referencedRecord<E extends CatalogueRow>(
  manager: EntityManager,
  entity: ObjectType<E>,
  id: string,
  field: string,
  /** 'a theme park': the error reads "refers to a theme park that does not exist". */
  what: string,
): Promise<E> {
  const record = await lockReference(manager, entity, id);
  if (!record) throw missingReference(field, what);
  return record;
}

/** Inserts a new record's row from its columns on the write's transaction; answers its id. */
export async function insertRow<E extends CatalogueRow>(
  manager: EntityManager,
  entity: ObjectType<E>,
  columns: NoInfer<DeepPartial<E>>,
): Promise<string> {
  return (await manager.save(entity, columns)).id;
}

/**
 * The one PATCH of a catalogue record, run in the writer's update (which holds the record's
 * lock): reads the row (its columns, no relations) on the write's transaction, hands `check` the
 * row as it will be after `changes` and as it is (cross-record checks read on the same `manager`),
 * then saves `changes`, plus the columns `check` answers (values derived from the row as it will
 * be, e.g. a default publishing date), alone: only those columns are written, none when nothing
 * differs.
 */
export async function patchRow<E extends CatalogueRow>(
  manager: EntityManager,
  entity: ObjectType<E>,
  id: string,
  changes: NoInfer<Partial<E>>,
  check?: (next: E, before: E) => Promise<Partial<E> | void> | Partial<E> | void,
): Promise<void> {
  const before = await manager.findOneByOrFail(entity, { id } as FindOptionsWhere<E>);
  const derived = (await check?.({ ...before, ...changes }, before)) ?? {};
  await manager.save(entity, { ...changes, ...derived, id } as DeepPartial<E>);
}
