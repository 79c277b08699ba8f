import type { DataSource, EntityManager } from 'typeorm';
import type { CatalogueResource } from './catalogue-resource';
import { readSnapshot, RecordSnapshot } from './record-snapshot';

/**
 * A record that a write changes besides the one it names: removed or changed by a foreign key's
 * ON DELETE action, or holding child rows the write added or removed (a category's tags are also
 * the tagged guide's). Each gets its own revision, outbox event and audit entry in the write's
 * transaction.
 */
export interface Dependent {
  resource: CatalogueResource;
  id: string;
  operation: 'deleted' | 'updated';
  /** For a removed record: the record as it was, read (and locked) before the delete. */
  before?: RecordSnapshot;
}

export interface ReferringKey {
  /** The referring table and its column. */
  table: string;
  column: string;
  /** The referred table. */
  parent: string;
  /** `c` ON DELETE CASCADE, `n` SET NULL, `d` SET DEFAULT. */
  action: 'c' | 'n' | 'd';
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const key = (table: string, id: string) => `${table}:${id}`;

/**
 * The single-column foreign keys whose ON DELETE changes the referring rows, read from the
 * catalogue of one database on first use and kept. Held by the owner of its DataSource
 * (CatalogueWriter), never by the module: two data sources in one process (several apps in one
 * test run) each read their own, so none answers with another database's keys.
 */
export class ReferringKeys {
  private keys: Promise<ReferringKey[]> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The keys, read on `manager` (the write's transaction, so no second connection is taken) the
   * first time; a read that fails is not kept. `manager` must be of this graph's data source.
   */
  of(manager: EntityManager): Promise<ReferringKey[]> {
    if (manager.dataSource !== this.dataSource)
      return Promise.reject(new Error('ReferringKeys read on another data source'));
    this.keys ??= manager
      .query<ReferringKey[]>(
        `SELECT child.relname AS "table", a.attname AS "column", parent.relname AS parent,
                c.confdeltype AS action
           FROM pg_constraint c
           JOIN pg_class child ON child.oid = c.conrelid
           JOIN pg_class parent ON parent.oid = c.confrelid
           JOIN pg_namespace n ON n.oid = child.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confdeltype IN ('c', 'n', 'd')
            AND cardinality(c.conkey) = 1 AND n.nspname = current_schema()
          ORDER BY child.relname, a.attname`,
      )
      .catch((error: unknown) => {
        this.keys = undefined;
        throw error;
      });
    return this.keys;
  }
}

/**
 * The catalogue records that deleting `root` takes with it (ON DELETE CASCADE, followed through
 * every level) or changes (SET NULL / SET DEFAULT), read and locked before the delete, in the
 * order the keys reach them. Child rows (stops, sessions, tags) are not records of their own: they
 * are in their record's snapshot.
 */
export async function cascadeOf(
  manager: EntityManager,
  referringKeys: ReferringKeys,
  resources: readonly CatalogueResource[],
  root: CatalogueResource,
  id: string,
): Promise<Dependent[]> {
  const keys = await referringKeys.of(manager);
  const byTable = new Map(resources.map((r) => [r.table, r]));
  const seen = new Set([key(root.table, id)]);
  const dependents: Dependent[] = [];
  let frontier = [{ table: root.table, ids: [id] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { table, ids } of frontier) {
      for (const fk of keys) {
        const resource = byTable.get(fk.table);
        if (fk.parent !== table || !resource) continue;
        const rows = await manager.query<Array<{ id: string }>>(
          `SELECT id::text AS id FROM ${ident(fk.table)} WHERE ${ident(fk.column)} = ANY($1::uuid[])
            ORDER BY id`,
          [ids],
        );
        const fresh = rows.map((r) => r.id).filter((x) => !seen.has(key(fk.table, x)));
        if (fresh.length === 0) continue;
        for (const x of fresh) {
          seen.add(key(fk.table, x));
          if (fk.action !== 'c') {
            dependents.push({ resource, id: x, operation: 'updated' });
            continue;
          }
          const before = await readSnapshot(manager, resource, x, true);
          if (before) dependents.push({ resource, id: x, operation: 'deleted', before });
        }
        if (fk.action === 'c') next.push({ table: fk.table, ids: fresh });
      }
    }
    frontier = next;
  }
  return dependents;
}

/** A child row without the columns a rewrite renews (id, timestamps): what it says. */
function rowKey(row: unknown): string {
  if (typeof row !== 'object' || row === null) return JSON.stringify(row);
  const rest = Object.entries(row as Record<string, unknown>)
    .filter(([column]) => !['id', 'created_at', 'updated_at'].includes(column))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(rest);
}

/**
 * The other records whose child rows a write of `resource` added or removed, found by comparing
 * the record's child rows before and after it: a child table shared by two resources (tags are a
 * category's `items` and a guide's `categories`) changes both records.
 */
export function coOwners(
  resources: readonly CatalogueResource[],
  resource: CatalogueResource,
  before: RecordSnapshot | null,
  after: RecordSnapshot | null,
): Array<{ resource: CatalogueResource; id: string }> {
  const owners: Array<{ resource: CatalogueResource; id: string }> = [];
  const seen = new Set<string>();
  for (const child of resource.children ?? []) {
    const rowsOf = (snapshot: RecordSnapshot | null): unknown[] => {
      const rows = snapshot?.[child.name];
      return Array.isArray(rows) ? rows : [];
    };
    const was = new Map(rowsOf(before).map((row) => [rowKey(row), row]));
    const now = new Map(rowsOf(after).map((row) => [rowKey(row), row]));
    const changed = [
      ...[...was].filter(([k]) => !now.has(k)),
      ...[...now].filter(([k]) => !was.has(k)),
    ].map(([, row]) => row as Record<string, unknown>);
    if (changed.length === 0) continue;
    for (const other of resources) {
      for (const theirs of other.children ?? []) {
        if (theirs.table !== child.table || (other === resource && theirs.name === child.name))
          continue;
        for (const row of changed) {
          const matches = Object.entries(theirs.match ?? {}).every(([c, v]) => row[c] === v);
          const owner = row[theirs.column];
          if (!matches || typeof owner !== 'string') continue;
          if (seen.has(key(other.table, owner))) continue;
          seen.add(key(other.table, owner));
          owners.push({ resource: other, id: owner });
        }
      }
    }
  }
  return owners;
}
