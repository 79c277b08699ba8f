import { DataSource } from 'typeorm';
import { CATALOGUE_RESOURCES } from '@/modules/catalogue/catalogue-resources';

/**
 * The locales every record of the bench catalogue is translated into: every content locale of
 * the default CONTENT_LOCALES but the default, so a localized read pays for the largest
 * `translations` column a fully translated catalogue has.
 */
export const BENCH_TRANSLATED_LOCALES = ['de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'ja'];

const column = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Gives every record of every translatable table a text in each of `locales` for each of its
 * translatable fields (the record's own text, or its slug where it has none, tagged with the
 * locale), keeping the translations it already has (the demo catalogue's). Returns the number of
 * records by table.
 */
export async function seedTranslations(
  dataSource: DataSource,
  locales: readonly string[] = BENCH_TRANSLATED_LOCALES,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const resource of CATALOGUE_RESOURCES) {
    if (!resource.translatable) continue;
    const fields = Object.entries(resource.translatable)
      .map(
        ([field, property]) =>
          `'${field}', '[' || l || '] ' || coalesce(${column(property)}, slug)`,
      )
      .join(', ');
    const [, updated] = await dataSource.query<[unknown[], number]>(
      `UPDATE ${resource.table} t
          SET translations = (
                SELECT jsonb_object_agg(l, jsonb_build_object(${fields}))
                  FROM unnest($1::text[]) AS l
              ) || t.translations`,
      [locales],
    );
    counts[resource.table] = updated;
  }
  return counts;
}
