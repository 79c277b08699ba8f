import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import type { ReadPool } from '../database/read-pool';
import { NotFoundError } from '../errors';
import type { PaginationQueryDto } from '../pagination';
import type { ContentLocales } from '../locale/content-locales';
import {
  ChildModel,
  CompiledRead,
  compileRead,
  FilterSpec,
  ReadModel,
  rowMapper,
} from './read-model';
import { RecordShape, RecordShapes } from './record-shapes';

/** Who reads: the public (the model's public rule applies) or the studio (every record). */
export type Visibility = 'public' | 'all';

/** How a record is asked for: by its slug or its id, and by whom. */
export interface RecordView {
  by: 'slug' | 'id';
  visibility: Visibility;
}

/** The statement that reads one record of `read` as `view` says; `$1` is the slug or id. */
export function recordStatement(read: CompiledRead, view: RecordView): string {
  const key = view.by === 'id' ? read.keys.id : read.keys.slug;
  if (!key) throw new Error(`Read model: ${read.from} has no slug`);
  return `SELECT ${read.select} FROM ${read.from}
      WHERE ${rule(read, view.visibility)} AND ${key} = $1`;
}

export interface PageStatements {
  page: string;
  count: string;
}

/**
 * The statements of a page of `read` and of its total, with the conditions of the filters in
 * use (each filter's `$` numbered in order, from `$1`); the page's LIMIT and OFFSET follow them.
 */
export function pageStatements(
  read: CompiledRead,
  visibility: Visibility,
  filters: string[],
): PageStatements {
  const where = [rule(read, visibility)];
  filters.forEach((filter, i) => where.push(`(${filter.replace(/\$(?!\d)/g, `$${i + 1}`)})`));
  const n = filters.length;
  const body = `FROM ${read.from} WHERE ${where.join(' AND ')}`;
  return {
    page: `SELECT ${read.select} ${body} ORDER BY ${read.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    count: `SELECT count(*)::int AS total ${body}`,
  };
}

const rule = (read: CompiledRead, visibility: Visibility): string =>
  visibility === 'public' ? `(${read.visible})` : 'TRUE';

interface Page extends PageStatements {
  values: Array<(query: object) => unknown>;
}

/**
 * Runs a resource's read model: the one way to list and to fetch a catalogue record, for the
 * public and the studio alike. Who reads (`Visibility`: the model's public rule, or every record)
 * and how a record is named (slug or id) are parameters; the columns, joins and mapping are the
 * model's, so the public detail and the studio's answer are the same record. A read inside a
 * localized route is in its locale (RecordShapes). Statements are built once per combination and
 * sent on the read pool (or a write's transaction): no query builder, no entity hydration
 * (docs/performance.md).
 */
export class Reader<T extends ObjectLiteral, Q extends PaginationQueryDto = PaginationQueryDto> {
  private readonly shapes: RecordShapes;
  private readonly pages = new Map<string, Page>();
  private readonly records = new Map<string, string>();
  private readonly filters: Array<[keyof Q, FilterSpec<unknown>]>;

  constructor(
    dataSource: DataSource,
    private readonly reads: ReadPool,
    model: ReadModel<Q>,
    /** How a 404 names the record: 'Ship', 'Cruise line'. */
    private readonly what: string,
    locales: ContentLocales,
  ) {
    this.shapes = new RecordShapes(dataSource, model, locales);
    this.filters = Object.entries(model.filters ?? {}).map(([field, spec]) => [
      field as keyof Q,
      typeof spec === 'string'
        ? { where: spec, value: (v: unknown) => v }
        : (spec as FilterSpec<unknown>),
    ]);
  }

  /** A page of the records `visibility` allows, with the total. */
  async list(query: Q, visibility: Visibility): Promise<[T[], number]> {
    const shape = this.shapes.current();
    const statements = this.pageOf(shape, query, visibility);
    const values = statements.values.map((value) => value(query));
    const [page, count] = await Promise.all([
      this.reads.query({
        text: statements.page,
        values: [...values, query.limit, query.skip],
        rowMode: 'array',
      }),
      this.reads.query<{ total: number }>({ text: statements.count, values }),
    ]);
    return [page.rows.map(shape.toRecord) as T[], count.rows[0]?.total ?? 0];
  }

  /**
   * The record `key` names (`view.by`), if `view.visibility` allows it; 404 otherwise. With `on`,
   * a write's transaction, read on that transaction (the write's answer).
   */
  async get(key: string, view: RecordView, on?: EntityManager): Promise<T> {
    const shape = this.shapes.current();
    const found = await this.reads.query(
      { text: this.recordOf(shape, view), values: [key], rowMode: 'array' },
      on,
    );
    if (found.rows.length === 0) throw new NotFoundError(this.what, key);
    return shape.toRecord(found.rows[0]) as T;
  }

  private recordOf(shape: RecordShape, view: RecordView): string {
    const name = `${shape.name}:${view.by}:${view.visibility}`;
    let text = this.records.get(name);
    if (text === undefined) {
      text = recordStatement(shape.read, view);
      this.records.set(name, text);
    }
    return text;
  }

  private pageOf(shape: RecordShape, query: Q, visibility: Visibility): Page {
    const used = this.filters.filter(
      ([field]) => query[field] !== undefined && query[field] !== null,
    );
    const name = `${shape.name}:${visibility}:${used.map(([field]) => String(field)).join(',')}`;
    let page = this.pages.get(name);
    if (!page) {
      page = {
        ...pageStatements(
          shape.read,
          visibility,
          used.map(([, spec]) => spec.where),
        ),
        values: used.map(
          ([field, spec]) =>
            (q: object) =>
              spec.value((q as Q)[field] as NonNullable<unknown>),
        ),
      };
      this.pages.set(name, page);
    }
    return page;
  }
}

/**
 * Reads the children of records (a ship's dry docks, an itinerary's stops) in one statement, on
 * the read pool or, given a write's transaction (`on`), on that transaction, so the rows the write
 * has written are seen.
 */
export class ChildReader<T extends ObjectLiteral> {
  private readonly toRecord: (row: unknown[]) => ObjectLiteral;
  private readonly ofParents: string;
  private readonly byId: string;
  private readonly parentIndex: number;

  constructor(
    dataSource: DataSource,
    private readonly reads: ReadPool,
    model: ChildModel,
  ) {
    const read = compileRead(dataSource, model);
    this.toRecord = rowMapper(read);
    this.parentIndex = read.fields.findIndex((f) => f.target === -1 && f.property === model.parent);
    const parentColumn = dataSource
      .getMetadata(model.entity)
      .findColumnWithPropertyName(model.parent);
    if (this.parentIndex === -1 || !parentColumn)
      throw new Error(`Child read model: no column '${model.parent}'`);
    const where = model.where ? ` AND (${model.where})` : '';
    this.ofParents = `SELECT ${read.select} FROM ${read.from}
      WHERE ${model.alias}.${parentColumn.databaseName} = ANY($1::uuid[])${where} ORDER BY ${read.order}`;
    this.byId = `SELECT ${read.select} FROM ${read.from}
      WHERE ${read.keys.id} = $1${where}`;
  }

  /** The children of one record, in the model's order. */
  async of(parentId: string, on?: EntityManager): Promise<T[]> {
    const found = await this.reads.query(
      { text: this.ofParents, values: [[parentId]], rowMode: 'array' },
      on,
    );
    return found.rows.map(this.toRecord) as T[];
  }

  /** One child by its id (a child's own write answers it); undefined when there is none. */
  async get(id: string, on?: EntityManager): Promise<T | undefined> {
    const found = await this.reads.query({ text: this.byId, values: [id], rowMode: 'array' }, on);
    return found.rows.length === 0 ? undefined : (this.toRecord(found.rows[0]) as T);
  }

  /** The children of each record, by the record's id (records without children are absent). */
  async byParent(parentIds: string[], on?: EntityManager): Promise<Map<string, T[]>> {
    const result = new Map<string, T[]>();
    if (parentIds.length === 0) return result;
    const found = await this.reads.query(
      { text: this.ofParents, values: [parentIds], rowMode: 'array' },
      on,
    );
    for (const row of found.rows) {
      const parent = row[this.parentIndex] as string;
      const list = result.get(parent);
      const record = this.toRecord(row) as T;
      if (list) list.push(record);
      else result.set(parent, [record]);
    }
    return result;
  }
}
