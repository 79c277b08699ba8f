import {
  DataSource,
  EntityManager,
  FindOptionsRelations,
  FindOptionsWhere,
  Repository,
} from 'typeorm';
import { missingReference } from '../../../common/database/write-errors';
import { NotFoundError } from '../../../common/errors';
import { PaginationQueryDto } from '../../../common/pagination';
import { ReadModel, Reader } from '../../../common/read';
import { CatalogueRow } from './catalogue-record';

/** What a catalogue service reads with: its read model, how a 404 names a record, and what `get` loads with it. */
export interface CatalogueReads<E, Q extends object> {
  read: ReadModel<Q>;
  /** How a 404 names the record: 'Ship', 'Cruise line'. */
  what: string;
  /** The relations `get` loads with the record (the studio's answer nests them). */
  relations?: FindOptionsRelations<E>;
}

/**
 * The reads every catalogue service offers, named for who may see what: `listPublic` and
 * `getPublic` (active records only), `listAll` (the studio's view) through the resource's read
 * model, and `get` (any record by id, through the entity, for the studio's answers and writes).
 * A service overrides one where its resource needs more (query checks, joins).
 */
export abstract class CatalogueService<
  E extends CatalogueRow,
  Q extends PaginationQueryDto = PaginationQueryDto,
> {
  protected readonly reader: Reader<E, Q>;

  readonly #repository: Repository<E>;
  readonly #reads: CatalogueReads<E, Q>;

  protected constructor(
    dataSource: DataSource,
    repository: Repository<E>,
    reads: CatalogueReads<E, Q>,
  ) {
    this.#repository = repository;
    this.#reads = reads;
    this.reader = new Reader(dataSource, reads.read, reads.what);
  }

  listPublic(query: Q): Promise<[E[], number]> {
    return this.reader.listPublic(query);
  }

  listAll(query: Q): Promise<[E[], number]> {
    return this.reader.listAll(query);
  }

  getPublic(slug: string): Promise<E> {
    return this.reader.getPublic(slug);
  }

  /** Any record by id, visible or not; 404 when there is none. */
  async get(id: string, manager: EntityManager = this.#repository.manager): Promise<E> {
    const record = await manager.withRepository(this.#repository).findOne({
      where: { id } as FindOptionsWhere<E>,
      relations: this.#reads.relations,
    });
    if (!record) throw new NotFoundError(this.#reads.what, id);
    return record;
  }
}

/** The record a request field refers to; 400 naming the field when there is none. */
export async function referencedRecord<E extends CatalogueRow>(
  repository: Repository<E>,
  id: string,
  field: string,
  /** 'a theme park': the error reads "refers to a theme park that does not exist". */
  what: string,
): Promise<E> {
  const record = await repository.findOneBy({ id } as FindOptionsWhere<E>);
  if (!record) throw missingReference(field, what);
  return record;
}
