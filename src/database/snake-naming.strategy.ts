import { DefaultNamingStrategy, NamingStrategyInterface, Table } from 'typeorm';

const snake = (value: string): string =>
  value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** PostgreSQL truncates longer identifiers (NAMEDATALEN - 1), which would break the schema check. */
const MAX_IDENTIFIER_LENGTH = 63;

const tableNameOf = (tableOrName: Table | string): string => {
  const name = typeof tableOrName === 'string' ? tableOrName : tableOrName.name;
  return name.split('.').pop()!;
};

const checked = (name: string): string => {
  if (name.length > MAX_IDENTIFIER_LENGTH)
    throw new Error(
      `Generated name ${name} is longer than ${MAX_IDENTIFIER_LENGTH} characters: name it explicitly`,
    );
  return name;
};

/**
 * The name of a unique index: `uq_<table>_<columns>`. TypeORM's `indexName` hook is not told
 * whether an index is unique, so unique indexes pass this name explicitly (see
 * `CatalogueEntity` for the slug's).
 */
export function uniqueIndexName(table: string, columnNames: string[]): string {
  return checked(`uq_${table}_${columnNames.join('_')}`);
}

/**
 * Entities use camelCase properties; tables and columns are snake_case. Indexes and foreign keys
 * an entity does not name are named here: `ix_<table>_<columns>` and `fk_<table>_<columns without
 * their _id suffix>` (fk_ships_cruise_line). Primary keys keep TypeORM's default (hashed) names.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(className: string, customName?: string): string {
    return customName ?? snake(className);
  }

  override columnName(
    propertyName: string,
    customName: string | undefined,
    prefixes: string[],
  ): string {
    return snake(prefixes.concat(customName ?? propertyName).join('_'));
  }

  override relationName(propertyName: string): string {
    return snake(propertyName);
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snake(`${relationName}_${referencedColumnName}`);
  }

  override joinTableName(
    firstTableName: string,
    secondTableName: string,
    firstPropertyName: string,
  ): string {
    return snake(`${firstTableName}_${firstPropertyName.replace(/\./g, '_')}_${secondTableName}`);
  }

  override joinTableColumnName(
    tableName: string,
    propertyName: string,
    columnName?: string,
  ): string {
    return snake(`${tableName}_${columnName ?? propertyName}`);
  }

  override indexName(tableOrName: Table | string, columnNames: string[]): string {
    return checked(`ix_${tableNameOf(tableOrName)}_${columnNames.join('_')}`);
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    const columns = columnNames.map((column) => column.replace(/_id$/, ''));
    return checked(`fk_${tableNameOf(tableOrName)}_${columns.join('_')}`);
  }
}
