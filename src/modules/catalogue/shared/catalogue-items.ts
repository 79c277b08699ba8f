import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { readManager } from '@/common/database/preview-scope';
import { currentLocale } from '@/common/locale/locale-context';
import { translatedText } from '@/common/locale/translations';

/**
 * The record types that guides and categories may refer to, and where each lives. Cruise types
 * live in the cruise catalogue's tables; until those exist in the database, references to them
 * simply resolve to nothing (and are refused on write).
 */
export const ITEM_TYPES = {
  guide: {
    table: 'guides',
    title: 'title',
    translated: true,
    visible: "status = 'published' AND published_at <= now()",
  },
  video: { table: 'videos', title: 'title', translated: true, visible: 'is_published' },
  theme_park: { table: 'theme_parks', title: 'name', translated: false, visible: 'is_active' },
  resort: { table: 'resorts', title: 'name', translated: false, visible: 'is_active' },
  attraction: { table: 'attractions', title: 'name', translated: true, visible: 'is_active' },
  special_event: { table: 'special_events', title: 'name', translated: true, visible: 'is_active' },
  dining_location: {
    table: 'dining_locations',
    title: 'name',
    translated: true,
    visible: 'is_active',
  },
  cruise_line: { table: 'cruise_lines', title: 'name', translated: false, visible: 'is_active' },
  ship: { table: 'ships', title: 'name', translated: false, visible: 'is_active' },
  port: { table: 'ports', title: 'name', translated: false, visible: 'is_active' },
  itinerary: { table: 'itineraries', title: 'name', translated: true, visible: 'is_active' },
  excursion: { table: 'excursions', title: 'name', translated: true, visible: 'is_active' },
} as const satisfies Record<
  string,
  {
    table: string;
    title: string;
    /** Whether the title is a translatable field (docs/localization.md). */
    translated: boolean;
    visible: string;
  }
>;

/** A type's title as the request's locale reads it (the default's outside a localized read). */
function titleOf(spec: (typeof ITEM_TYPES)[ItemType], alias: string): string {
  const fallbacks = spec.translated ? (currentLocale()?.fallbacks ?? []) : [];
  return translatedText(alias, spec.title, spec.title, fallbacks);
}

export type ItemType = keyof typeof ITEM_TYPES;
export const ITEM_TYPE_NAMES = Object.keys(ITEM_TYPES) as ItemType[];

export interface ItemRef {
  type: ItemType;
  id: string;
}

/** A referenced record: `name` is its name or title; `title` repeats it. */
export interface ItemSummary extends ItemRef {
  slug: string;
  name: string;
  title: string;
}

export const itemKey = (ref: { type: string; id: string }) => `${ref.type}:${ref.id}`;

/** Looks up records of any item type by id, for guides' related records and category tags. */
@Injectable()
export class CatalogueItems {
  private readonly tables = new Map<string, boolean>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The refs (deduplicated) that do not exist; used to refuse a write with a 400, read on
   * `manager` when given (the write's transaction).
   */
  async missing(refs: ItemRef[], manager?: EntityManager): Promise<ItemRef[]> {
    const found = await this.resolve(refs, false, manager);
    const seen = new Set<string>();
    return refs.filter((ref) => {
      const key = itemKey(ref);
      if (seen.has(key) || found.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /**
   * Summaries of the refs that exist (and, with `visibleOnly`, are public), keyed by itemKey; read
   * on `manager` when given (a write's transaction).
   */
  async resolve(
    refs: ItemRef[],
    visibleOnly: boolean,
    manager: EntityManager = readManager(this.dataSource),
  ): Promise<Map<string, ItemSummary>> {
    const result = new Map<string, ItemSummary>();
    const byType = new Map<ItemType, string[]>();
    for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
    for (const [type, ids] of byType) {
      const spec = ITEM_TYPES[type];
      if (!(await this.tableExists(spec.table, manager))) continue;
      const rows: Array<{ id: string; slug: string; title: string }> = await manager.query(
        `SELECT t.id, t.slug, ${titleOf(spec, 't')} AS title FROM ${spec.table} t WHERE t.id = ANY($1::uuid[])${
          visibleOnly ? ` AND (${spec.visible})` : ''
        }`,
        [ids],
      );
      for (const { id, slug, title } of rows)
        result.set(itemKey({ type, id }), { type, id, slug, name: title, title });
    }
    return result;
  }

  /** Public records of one type tagged with a category: the first `limit` by title, and the count. */
  async taggedWith(
    categoryId: string,
    type: ItemType,
    limit: number,
  ): Promise<{ total: number; items: ItemSummary[] }> {
    const spec = ITEM_TYPES[type];
    if (!(await this.tableExists(spec.table))) return { total: 0, items: [] };
    // The page is chosen first and its titles read after: a translated title reads the row's
    // whole `translations` value, which only the page's rows need.
    const rows: Array<{ id: string; slug: string; title: string; total: string }> =
      await readManager(this.dataSource).query(
        `SELECT page.id, page.slug, ${titleOf(spec, 'page')} AS title, page.total
           FROM (SELECT t.id, t.slug, t.${spec.title}${spec.translated ? ', t.translations' : ''},
                        count(*) OVER () AS total
                   FROM category_items ci JOIN ${spec.table} t ON t.id = ci.item_id
                  WHERE ci.category_id = $1 AND ci.item_type = $2 AND (${spec.visible})
                  ORDER BY t.${spec.title}, t.id
                  LIMIT $3) page
          ORDER BY page.${spec.title}, page.id`,
        [categoryId, type, limit],
      );
    return {
      total: rows.length > 0 ? Number(rows[0].total) : 0,
      items: rows.map(({ id, slug, title }) => ({ type, id, slug, name: title, title })),
    };
  }

  /** Whether a table exists (the cruise tables may not, on a partial deployment). */
  async tableExists(
    table: string,
    manager: EntityManager = readManager(this.dataSource),
  ): Promise<boolean> {
    const known = this.tables.get(table);
    if (known !== undefined) return known;
    const [row]: Array<{ present: boolean }> = await manager.query(
      'SELECT to_regclass($1) IS NOT NULL AS present',
      [`public.${table}`],
    );
    // Only a present table is remembered: a missing one may arrive with the next migration.
    if (row.present) this.tables.set(table, true);
    return row.present;
  }
}
