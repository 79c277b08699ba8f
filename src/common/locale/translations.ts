/**
 * A record's translations, as stored in its `translations` column: by locale (a BCP 47 tag of
 * CONTENT_LOCALES other than the default), the translated value of each translatable field, by
 * the field's API name. The record's own columns hold the default locale's text.
 *
 * `{ "de": { "name": "Weltraumberg", "description": "…" }, "fr": { "description": "…" } }`
 */
export type Translations = Record<string, Record<string, string>>;

/**
 * The fields of a resource a translation may set: API name (what a translation body and the
 * stored JSON use) → entity property (where the default text is read into).
 */
export type TranslatableFields = Readonly<Record<string, string>>;

/**
 * SQL for a translatable column read in a locale: the text of the first of `fallbacks` that has
 * one, else the column's own (default-locale) text. For statements that read a single translated
 * name outside a read model (references to records of several types). The locales are
 * CONTENT_LOCALES tags (letters, digits and hyphens, checked at start) and `field` a declared
 * field name, so both are written into the statement as they are.
 */
export function translatedText(
  alias: string,
  column: string,
  field: string,
  fallbacks: readonly string[],
): string {
  if (fallbacks.length === 0) return `${alias}.${column}`;
  const texts = fallbacks.map(
    (locale) => `NULLIF(${alias}.translations #>> '{${locale},${field}}', '')`,
  );
  return `COALESCE(${texts.join(', ')}, ${alias}.${column})`;
}
