import type { EntityManager } from 'typeorm';
import type { CatalogueResource, ChildRows } from './catalogue-resource';

/** A record as its revisions keep it: its columns by name, and its child rows under their names. */
export type RecordSnapshot = Record<string, unknown> & { id: string };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function childFilter(child: ChildRows, firstParam: number): [string, unknown[]] {
  const entries = Object.entries(child.match ?? {});
  const sql = [`${ident(child.column)} = $${firstParam}`]
    .concat(entries.map(([column], i) => `${ident(column)} = $${firstParam + i + 1}`))
    .join(' AND ');
  return [sql, entries.map(([, value]) => value)];
}

/**
 * The record with its child rows, read on `manager` (the write's transaction). With `lock`, the row
 * is locked until that transaction ends, so writes of one record take turns. Null when it does not
 * exist.
 */
export async function readSnapshot(
  manager: EntityManager,
  resource: CatalogueResource,
  id: string,
  lock = false,
): Promise<RecordSnapshot | null> {
  const rows = await manager.query<Array<{ row: RecordSnapshot }>>(
    `SELECT to_jsonb(t) AS row FROM ${ident(resource.table)} t WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (rows.length === 0) return null;
  const snapshot = rows[0].row;
  for (const child of resource.children ?? []) {
    const [where, values] = childFilter(child, 1);
    const [{ rows: children }] = await manager.query<Array<{ rows: unknown[] }>>(
      `SELECT coalesce(jsonb_agg(to_jsonb(c) ORDER BY ${child.orderBy}), '[]'::jsonb) AS rows
         FROM ${ident(child.table)} c WHERE ${where}`,
      [id, ...values],
    );
    snapshot[child.name] = children;
  }
  return snapshot;
}

/** Top-level members whose values differ, as `{member: {before, after}}`; `before` null for a new record. */
export function diffSnapshots(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  ignore: ReadonlySet<string>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const key of [...keys].sort()) {
    if (ignore.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

const columnsCache = new Map<string, string[]>();

/** The table's writable columns (not generated), in table order. */
async function columnsOf(manager: EntityManager, table: string): Promise<string[]> {
  const known = columnsCache.get(table);
  if (known) return known;
  const rows = await manager.query<Array<{ column_name: string }>>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1
        AND is_generated = 'NEVER' AND identity_generation IS DISTINCT FROM 'ALWAYS'
      ORDER BY ordinal_position`,
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  columnsCache.set(table, columns);
  return columns;
}

/**
 * Writes a snapshot back: the row is updated (or inserted again, when it was deleted) with the
 * columns the snapshot holds, `updated_at` now, and its child rows replaced by the snapshot's.
 * Constraint violations (a slug taken since, a parent deleted) reach the caller as they are.
 */
export async function writeSnapshot(
  manager: EntityManager,
  resource: CatalogueResource,
  snapshot: RecordSnapshot,
  exists: boolean,
): Promise<void> {
  const columns = (await columnsOf(manager, resource.table)).filter((c) => c in snapshot);
  const list = columns.map(ident).join(', ');
  const source = `jsonb_populate_record(NULL::${ident(resource.table)}, $1::jsonb)`;
  const values = { ...snapshot, updated_at: new Date().toISOString() };
  if (exists) {
    const settable = columns.filter((c) => c !== 'id' && c !== 'created_at');
    await manager.query(
      `UPDATE ${ident(resource.table)} SET (${settable.map(ident).join(', ')}) =
         (SELECT ${settable.map(ident).join(', ')} FROM ${source}) WHERE id = $2`,
      [JSON.stringify(values), snapshot.id],
    );
  } else {
    await manager.query(
      `INSERT INTO ${ident(resource.table)} (${list}) SELECT ${list} FROM ${source}`,
      [JSON.stringify(values)],
    );
  }
  for (const child of resource.children ?? []) {
    const [where, matchValues] = childFilter(child, 1);
    await manager.query(`DELETE FROM ${ident(child.table)} WHERE ${where}`, [
      snapshot.id,
      ...matchValues,
    ]);
    const rows = snapshot[child.name];
    if (!Array.isArray(rows) || rows.length === 0) continue;
    const childColumns = (await columnsOf(manager, child.table)).filter((c) =>
      rows.some((row) => typeof row === 'object' && row !== null && c in row),
    );
    const childList = childColumns.map(ident).join(', ');
    await manager.query(
      `INSERT INTO ${ident(child.table)} (${childList})
       SELECT ${childList} FROM jsonb_populate_recordset(NULL::${ident(child.table)}, $1::jsonb)`,
      [JSON.stringify(rows)],
    );
  }
}
