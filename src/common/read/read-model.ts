import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { TranslatableFields, Translations } from '../locale/translations';

/**
 * What a resource reads, declared once: its table, the many-to-one relations it loads or filters
 * through, the public rule, the filters a list takes, and the order. `compileReadModel` turns it
 * into SQL (columns aliased from the entity metadata) and a row mapper; `Reader` runs it.
 *
 * SQL fragments (`visible`, filters, `order`) are written over the declared aliases; a filter's
 * `$` is its parameter.
 */
export interface ReadModel<Q extends object = object> {
  entity: EntityTarget<ObjectLiteral>;
  alias: string;
  joins?: JoinSpec[];
  /** The public rule: what anonymous callers may see. */
  visible: string;
  /** List filters by query field; a field that is undefined adds nothing. */
  filters?: { [K in keyof Q]?: string | FilterSpec<Q[K]> };
  order: string;
  /** Columns (property names) of the root to read; all when omitted. */
  columns?: string[];
  /** The root's translatable fields: a localized read overlays their translations. */
  translatable?: TranslatableFields;
}

type ColumnMetadata = EntityMetadata['columns'][number];

export interface FilterSpec<V> {
  where: string;
  value: (value: NonNullable<V>) => unknown;
}

/**
 * The filter of an enum query field (a list, EnumQuery): records whose `column` is any of the
 * values. Slug filters need no helper: SlugQuery lower-cases the value, and `x.slug = $` keeps
 * the slug's unique index in use.
 */
export const anyOf = <V extends readonly string[] | undefined>(column: string): FilterSpec<V> => ({
  where: `${column} = ANY($)`,
  value: (values) => values,
});

export interface JoinSpec {
  alias: string;
  /** A relation of the root entity (`themePark`), or of another join (`r.themePark`). */
  relation: string;
  /** Load the related record onto the row under the relation's name: true for every column. */
  select?: true | string[];
  /** LEFT JOIN: the relation may be absent (then the property is null). */
  optional?: boolean;
  /** The loaded record's translatable fields (a reference's translated name). */
  translatable?: TranslatableFields;
}

/** Children of a record (a ship's dry docks, an itinerary's stops), read for a set of parents. */
export interface ChildModel {
  entity: EntityTarget<ObjectLiteral>;
  alias: string;
  /** The child's column (property name) that holds the parent's id. */
  parent: string;
  /** A fixed condition over the model's aliases (the parent type of a link table's rows). */
  where?: string;
  joins?: JoinSpec[];
  order: string;
}

interface Field {
  /** Where the value goes: the root record (-1) or the selected join of that index. */
  target: number;
  property: string;
}

/** The `translations` column a localized read selects for one record of the row. */
interface TranslatedColumn {
  /** The record: the root (-1) or the selected join of that index. */
  target: number;
  /** Its position in the row. */
  index: number;
  fields: ReadonlyArray<readonly [field: string, property: string]>;
}

export interface CompiledRead {
  select: string;
  /** How many columns `select` has. */
  width: number;
  from: string;
  visible: string;
  order: string;
  fields: Field[];
  relations: Array<{ property: string; optional: boolean; idIndex: number }>;
  /** The translations a localized read overlays; none for a plain read. */
  translated: TranslatedColumn[];
  /** The root's columns a record is found by: its id, and its slug when it has one. */
  keys: { id: string; slug?: string };
}

/** Whether a localized read of `model` differs from its plain read (it has something to translate). */
export const isTranslatable = (model: Pick<ReadModel, 'translatable' | 'joins'>): boolean =>
  model.translatable !== undefined || (model.joins ?? []).some((j) => j.select && j.translatable);

/**
 * Compiles a model against the entity metadata of a data source. A read localized in `locales`
 * (a fallback chain) also selects, after all other columns, the translations of the root and of
 * each loaded relation with translatable fields in those locales only (a record may hold many
 * locales; a read needs one or two); `localize` overlays them.
 */
export function compileRead(
  dataSource: DataSource,
  model: Pick<ReadModel, 'entity' | 'alias' | 'joins' | 'columns' | 'translatable'> & {
    visible?: string;
    order: string;
  },
  locales?: readonly string[],
): CompiledRead {
  const localized = locales !== undefined && locales.length > 0;
  const root = dataSource.getMetadata(model.entity);
  const metadataOf = new Map<string, EntityMetadata>([[model.alias, root]]);
  const columns: string[] = [];
  const fields: Field[] = [];
  const relations: CompiledRead['relations'] = [];
  const translatedRecords: Array<{ alias: string; target: number; fields: TranslatableFields }> =
    localized && model.translatable
      ? [{ alias: model.alias, target: -1, fields: model.translatable }]
      : [];

  for (const column of pick(root, model.columns)) {
    columns.push(`${selectExpression(model.alias, column)}`);
    fields.push({ target: -1, property: column.propertyName });
  }

  const joins: string[] = [];
  for (const join of model.joins ?? []) {
    const [fromAlias, relationName] = join.relation.includes('.')
      ? join.relation.split('.')
      : [model.alias, join.relation];
    const owner = metadataOf.get(fromAlias);
    if (!owner) throw new Error(`Read model: unknown alias '${fromAlias}' in ${join.relation}`);
    const relation = owner.findRelationWithPropertyPath(relationName);
    if (!relation || relation.joinColumns.length !== 1)
      throw new Error(`Read model: ${owner.name} has no many-to-one '${relationName}'`);
    const target = relation.inverseEntityMetadata;
    metadataOf.set(join.alias, target);
    const referenced = relation.joinColumns[0].referencedColumn!.databaseName;
    joins.push(
      `${join.optional ? 'LEFT JOIN' : 'JOIN'} ${target.tableName} ${join.alias} ON ${join.alias}.${referenced} = ${fromAlias}.${relation.joinColumns[0].databaseName}`,
    );
    if (!join.select) continue;
    if (fromAlias !== model.alias)
      throw new Error(`Read model: only relations of the root can be loaded (${join.relation})`);
    const index = relations.length;
    const selected = pick(target, join.select === true ? undefined : join.select);
    const idIndex = fields.length + selected.findIndex((c) => c.isPrimary);
    for (const column of selected) {
      columns.push(selectExpression(join.alias, column));
      fields.push({ target: index, property: column.propertyName });
    }
    relations.push({ property: relation.propertyName, optional: !!join.optional, idIndex });
    if (localized && join.translatable)
      translatedRecords.push({ alias: join.alias, target: index, fields: join.translatable });
  }

  const translated = translatedRecords.map(({ alias, target, fields }) => {
    columns.push(translationsIn(alias, locales!));
    return { target, index: columns.length - 1, fields: Object.entries(fields) };
  });

  const slug = root.findColumnWithPropertyName('slug');
  return {
    select: columns.join(', '),
    width: columns.length,
    translated,
    from: `${root.tableName} ${model.alias} ${joins.join(' ')}`.trim(),
    visible: model.visible ?? 'TRUE',
    order: model.order,
    fields,
    relations,
    keys: {
      id: `${model.alias}.${root.primaryColumns[0].databaseName}`,
      slug: slug && `${model.alias}.${slug.databaseName}`,
    },
  };
}

/**
 * Builds entity-shaped objects from rows read in array mode: the same properties, in the same
 * order, for every row (one hidden class per resource in V8), and relations as nested objects.
 */
export function rowMapper(read: CompiledRead): (row: unknown[]) => ObjectLiteral {
  const { fields, relations } = read;
  const rootCount = fields.findIndex((f) => f.target !== -1);
  const ownFields = rootCount === -1 ? fields.length : rootCount;
  return (row) => {
    const record: ObjectLiteral = {};
    for (let i = 0; i < ownFields; i++) record[fields[i].property] = row[i];
    let i = ownFields;
    for (let r = 0; r < relations.length; r++) {
      const relation = relations[r];
      if (relation.optional && row[relation.idIndex] === null) {
        while (i < fields.length && fields[i].target === r) i++;
        record[relation.property] = null;
        continue;
      }
      const related: ObjectLiteral = {};
      for (; i < fields.length && fields[i].target === r; i++) related[fields[i].property] = row[i];
      record[relation.property] = related;
    }
    return record;
  };
}

/**
 * A record's translations are read only by a localized read (see `Reader`), not with every
 * column.
 */
const TRANSLATIONS = 'translations';

/**
 * The part of a record's translations in `locales`: `{"de-CH": …, "de": …}` (null for a locale
 * it has none in). The tags are CONTENT_LOCALES', checked at start (letters, digits, hyphens).
 */
const translationsIn = (alias: string, locales: readonly string[]): string =>
  `jsonb_build_object(${locales.map((l) => `'${l}', ${alias}.${TRANSLATIONS} -> '${l}'`).join(', ')})`;

/**
 * Overlays a localized read's translations on the record `rowMapper` built from `row`: each
 * translatable field takes the text of the first locale of `fallbacks` that has one, else keeps
 * the default locale's. Answers the locale the root's text came from: the first of `fallbacks`
 * that gave it a field, or undefined when none did (the default's).
 */
export function localize(
  read: CompiledRead,
  record: ObjectLiteral,
  row: unknown[],
  fallbacks: readonly string[],
): string | undefined {
  let rootLocale: string | undefined;
  for (const { target, index, fields } of read.translated) {
    const translations = row[index] as Translations | null;
    const owner: ObjectLiteral | null =
      target === -1 ? record : (record[read.relations[target].property] as ObjectLiteral | null);
    if (!owner || !translations) continue;
    let first = fallbacks.length;
    for (const [field, property] of fields) {
      for (let i = 0; i < fallbacks.length; i++) {
        const text = translations[fallbacks[i]]?.[field];
        if (typeof text === 'string' && text !== '') {
          owner[property] = text;
          if (i < first) first = i;
          break;
        }
      }
    }
    if (target === -1 && first < fallbacks.length) rootLocale = fallbacks[first];
  }
  return rootLocale;
}

function pick(metadata: EntityMetadata, properties?: string[]): ColumnMetadata[] {
  if (!properties)
    return metadata.columns.filter((c) => !c.isVirtual && c.propertyName !== TRANSLATIONS);
  return properties.map((property) => {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`Read model: ${metadata.name} has no column '${property}'`);
    return column;
  });
}

/** `date` columns as text, as TypeORM returns them (pg would make a local-midnight Date). */
function selectExpression(alias: string, column: ColumnMetadata): string {
  const cast = column.type === 'date' ? '::text' : '';
  return `${alias}.${column.databaseName}${cast}`;
}
