import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ReadPool } from '../database/read-pool';
import { compileRead, ReadModel, rowMapper } from './read-model';

/**
 * Records of one resource related to records of another (a ship's sailings, a park's
 * attractions), read for a set of those records in one statement, under the related resource's
 * public rule and in its list order.
 */
export interface RelatedModel {
  /** The related resource's read model. */
  model: Pick<ReadModel, 'entity' | 'alias' | 'joins' | 'visible' | 'order'>;
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
 * to public reads.
 */
export class RelatedReader<T extends ObjectLiteral = ObjectLiteral> {
  private readonly statement: string;
  private readonly toRecord: (row: unknown[]) => ObjectLiteral;
  private readonly keyIndex: number;

  constructor(
    dataSource: DataSource,
    private readonly reads: ReadPool,
    related: RelatedModel,
  ) {
    const read = compileRead(dataSource, related.model);
    this.toRecord = rowMapper(read);
    this.keyIndex = read.fields.length;
    this.statement = `SELECT * FROM (
        SELECT ${read.select}, ${related.match} AS related_to,
          row_number() OVER (PARTITION BY ${related.match} ORDER BY ${read.order}) AS related_rank
        FROM ${read.from} ${related.via ?? ''}
        WHERE (${read.visible}) AND ${related.match} = ANY($1::uuid[])
      ) related WHERE related_rank <= $2 ORDER BY related_to, related_rank`;
  }

  /** The related records of each key, at most `limit` each (keys without any are absent). */
  async byKey(keys: string[], limit: number): Promise<Map<string, T[]>> {
    const result = new Map<string, T[]>();
    const unique = [...new Set(keys)];
    if (unique.length === 0) return result;
    const found = await this.reads.query({
      text: this.statement,
      values: [unique, limit],
      rowMode: 'array',
    });
    for (const row of found.rows) {
      const key = row[this.keyIndex] as string;
      const record = this.toRecord(row) as T;
      const list = result.get(key);
      if (list) list.push(record);
      else result.set(key, [record]);
    }
    return result;
  }
}
