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
