import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { pgPool, runQuery } from '../database/pg-pool';
import { NotFoundError } from '../errors';
import type { PaginationQueryDto } from '../pagination';
import {
  ChildModel,
  CompiledRead,
  compileRead,
  FilterSpec,
  ReadModel,
  rowMapper,
} from './read-model';

interface Statements {
  page: string;
  count: string;
  values: Array<(query: object) => unknown>;
}

/**
 * Runs a resource's read model: the one way to list and to fetch a catalogue record. The public
 * and the studio read through the same statements; only the rule differs, and it is named in the
 * method (`listPublic`/`listAll`, `getPublic`). Statements are built once per combination of
 * filters and sent straight to the pg pool TypeORM opened: no query builder, no entity
 * hydration (docs/performance.md).
 */
export class Reader<T extends ObjectLiteral, Q extends PaginationQueryDto = PaginationQueryDto> {
  private readonly pool: Pool;
  private readonly read: CompiledRead;
  private readonly toRecord: (row: unknown[]) => ObjectLiteral;
  private readonly statements = new Map<string, Statements>();
  private readonly filters: Array<[keyof Q, FilterSpec<unknown>]>;
  private readonly publicByKey: string;

  constructor(
    dataSource: DataSource,
    model: ReadModel<Q>,
    /** How a 404 names the record: 'Ship', 'Cruise line'. */
    private readonly what: string,
    pool?: Pool,
  ) {
    this.pool = pool ?? pgPool(dataSource);
    this.read = compileRead(dataSource, model);
    this.toRecord = rowMapper(this.read);
    this.filters = Object.entries(model.filters ?? {}).map(([field, spec]) => [
      field as keyof Q,
      typeof spec === 'string'
        ? { where: spec, value: (v: unknown) => v }
        : (spec as FilterSpec<unknown>),
    ]);
    this.publicByKey = `SELECT ${this.read.select} FROM ${this.read.from}
      WHERE (${this.read.visible}) AND ${this.read.keyColumn} = $1`;
  }

  /** A page of what the public sees, with the total. */
  listPublic(query: Q): Promise<[T[], number]> {
    return this.page(query, true);
  }

  /** A page of every record, visible or not (the studio's view), with the total. */
  listAll(query: Q): Promise<[T[], number]> {
    return this.page(query, false);
  }

  /** The public record with this slug (or the model's key); 404 when there is none. */
  async getPublic(key: string): Promise<T> {
    const found = await runQuery<unknown[]>(this.pool, {
      text: this.publicByKey,
      values: [key],
      rowMode: 'array',
    });
    if (found.rows.length === 0) throw new NotFoundError(this.what, key);
    return this.toRecord(found.rows[0]) as T;
  }

  private async page(query: Q, publicOnly: boolean): Promise<[T[], number]> {
    const statements = this.statementsOf(query, publicOnly);
    const values = this.valuesOf(statements, query);
    const [page, count] = await Promise.all([
      runQuery<unknown[]>(this.pool, {
        text: statements.page,
        values: [...values, query.limit, query.skip],
        rowMode: 'array',
      }),
      runQuery<{ total: number }>(this.pool, { text: statements.count, values }),
    ]);
    return [page.rows.map(this.toRecord) as T[], count.rows[0]?.total ?? 0];
  }

  private valuesOf(statements: Statements, query: Q): unknown[] {
    return statements.values.map((value) => value(query));
  }

  private statementsOf(query: Q, publicOnly: boolean): Statements {
    const used = this.filters.filter(
      ([field]) => query[field] !== undefined && query[field] !== null,
    );
    const key = `${publicOnly ? 'p' : 'a'}:${used.map(([field]) => String(field)).join(',')}`;
    let statements = this.statements.get(key);
    if (!statements) {
      const where = publicOnly ? [`(${this.read.visible})`] : ['TRUE'];
      const values: Statements['values'] = [];
      for (const [field, spec] of used) {
        const n = values.length + 1;
        where.push(`(${spec.where.replace(/\$(?!\d)/g, `$${n}`)})`);
        values.push((q) => spec.value((q as Q)[field] as NonNullable<unknown>));
      }
      const n = values.length;
      const body = `FROM ${this.read.from} WHERE ${where.join(' AND ')}`;
      statements = {
        page: `SELECT ${this.read.select} ${body} ORDER BY ${this.read.order} LIMIT $${n + 1} OFFSET $${n + 2}`,
        count: `SELECT count(*)::int AS total ${body}`,
        values,
      };
      this.statements.set(key, statements);
    }
    return statements;
  }
}

/** Reads the children of records (a ship's dry docks, an itinerary's stops) in one statement. */
export class ChildReader<T extends ObjectLiteral> {
  private readonly pool: Pool;
  private readonly toRecord: (row: unknown[]) => ObjectLiteral;
  private readonly sql: string;
  private readonly parentIndex: number;

  constructor(dataSource: DataSource, model: ChildModel, pool?: Pool) {
    this.pool = pool ?? pgPool(dataSource);
    const read = compileRead(dataSource, model);
    this.toRecord = rowMapper(read);
    this.parentIndex = read.fields.findIndex((f) => f.target === -1 && f.property === model.parent);
    const parentColumn = dataSource
      .getMetadata(model.entity)
      .findColumnWithPropertyName(model.parent);
    if (this.parentIndex === -1 || !parentColumn)
      throw new Error(`Child read model: no column '${model.parent}'`);
    const where = model.where ? ` AND (${model.where})` : '';
    this.sql = `SELECT ${read.select} FROM ${read.from}
      WHERE ${model.alias}.${parentColumn.databaseName} = ANY($1::uuid[])${where} ORDER BY ${read.order}`;
  }

  /** The children of one record, in the model's order. */
  async of(parentId: string): Promise<T[]> {
    const found = await runQuery<unknown[]>(this.pool, {
      text: this.sql,
      values: [[parentId]],
      rowMode: 'array',
    });
    return found.rows.map(this.toRecord) as T[];
  }

  /**
   * The children of each record, by the record's id (records without children are absent). Given
   * a transaction's manager (a studio write's answer), on that transaction's connection, so the
   * rows it has written are seen.
   */
  async byParent(parentIds: string[], manager?: EntityManager): Promise<Map<string, T[]>> {
    const result = new Map<string, T[]>();
    if (parentIds.length === 0) return result;
    const client = manager?.queryRunner
      ? ((await manager.queryRunner.connect()) as PoolClient)
      : this.pool;
    const found = await runQuery<unknown[]>(client, {
      text: this.sql,
      values: [parentIds],
      rowMode: 'array',
    });
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
