import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ReadPool } from '../database/read-pool';
import type { ContentLocales } from '../locale/content-locales';
import type { ReadModel } from './read-model';
import { RecordShape, RecordShapes } from './record-shapes';

/**
 * Records of one resource related to records of another (a ship's sailings, a park's
 * attractions), read for a set of those records in one statement, under the related resource's
 * public rule and in its list order.
 */
export interface RelatedModel {
  /** The related resource's read model. */
  model: Pick<ReadModel, 'entity' | 'alias' | 'joins' | 'visible' | 'order' | 'translatable'>;
  /**
   * An SQL expression over the model's aliases (and `via`'s) that gives, for each related
   * record, the key of the record it belongs to: `sailing.ship_id`; `l.id` for a to-one.
   */
  match: string;
  /** A join that links the two when no column does (a ship's itineraries, through sailings). */
  via?: string;
}

/**
 * Runs a {@link RelatedModel}: for a set of keys, the related records of each key, in the
 * model's order and at most a given number of them per key (a window over the matching rows, so one
 * statement serves a whole page of records). Always the public view: included relations belong
 * to public reads; in the locale of the read they are included in (RecordShapes).
 */
export class RelatedReader<T extends ObjectLiteral = ObjectLiteral> {
  private readonly shapes: RecordShapes;
  private readonly statements = new Map<string, string>();

  constructor(
    dataSource: DataSource,
    private readonly reads: ReadPool,
    private readonly related: RelatedModel,
    locales: ContentLocales,
  ) {
    this.shapes = new RecordShapes(dataSource, related.model, locales);
  }

  /** The related records of each key, at most `limit` each (keys without any are absent). */
  async byKey(keys: string[], limit: number): Promise<Map<string, T[]>> {
    const result = new Map<string, T[]>();
    const unique = [...new Set(keys)];
    if (unique.length === 0) return result;
    const shape = this.shapes.current();
    const found = await this.reads.query({
      text: this.statementOf(shape),
      values: [unique, limit],
      rowMode: 'array',
    });
    // The key follows the model's own columns.
    const keyIndex = shape.read.width;
    for (const row of found.rows) {
      const key = row[keyIndex] as string;
      const record = shape.toRecord(row) as T;
      const list = result.get(key);
      if (list) list.push(record);
      else result.set(key, [record]);
    }
    return result;
  }

  private statementOf(shape: RecordShape): string {
    let statement = this.statements.get(shape.name);
    if (statement === undefined) {
      const { read } = shape;
      const { match, via } = this.related;
      statement = `SELECT * FROM (
        SELECT ${read.select}, ${match} AS related_to,
          row_number() OVER (PARTITION BY ${match} ORDER BY ${read.order}) AS related_rank
        FROM ${read.from} ${via ?? ''}
        WHERE (${read.visible}) AND ${match} = ANY($1::uuid[])
      ) related WHERE related_rank <= $2 ORDER BY related_to, related_rank`;
      this.statements.set(shape.name, statement);
    }
    return statement;
  }
}
