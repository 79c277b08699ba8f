import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { FieldError, NotFoundError, ValidationFailedError } from '@/common/errors';
import { ContentLocales } from '@/common/locale/content-locales';
import type { Translations } from '@/common/locale/translations';
import { Paginated, paginated } from '@/common/pagination';
import { CatalogueWriter } from '../shared/catalogue-writer';
import { ListTranslationStatusQueryDto } from './dto/list-translation-status-query.dto';
import {
  RecordTranslationDto,
  RecordTranslationsDto,
  TranslationDto,
  TranslationStatus,
  TranslationStatusDto,
} from './dto/translation-response.dto';
import {
  translatableAt,
  TranslatableResource,
  TRANSLATABLE_RESOURCES,
} from './translatable-resources';

/** What a translation's status is worked out from: the stored translations, and which fields have default text. */
interface TranslationSource {
  translations: Translations;
  /** Translatable API field → whether the record has default-locale text in it. */
  has_text: Record<string, boolean>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The studio's translations of catalogue records (docs/localization.md#studio-translating-records).
 * Reads go to the record's `translations` column; every change goes through the catalogue write
 * path (CatalogueWriter.translate), so it is audited, kept as a revision, sent to webhooks with
 * its locale and purged from the response cache, in one transaction.
 */
@Injectable()
export class TranslationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: CatalogueWriter,
    private readonly locales: ContentLocales,
  ) {}

  /** The content locales a translation can be in: all but the default. */
  private get translationLocales(): string[] {
    return this.locales.supported.filter((l) => l !== this.locales.default);
  }

  resourceAt(path: string): TranslatableResource {
    const found = translatableAt(path);
    if (!found) throw new NotFoundError('Translatable resource', path);
    return found;
  }

  /** The locale of a translation route as CONTENT_LOCALES spells it; 400 for any other. */
  translationLocale(resource: TranslatableResource, value: string): string {
    const tag = this.locales.supportedTag(value);
    if (tag === this.locales.default)
      throw ValidationFailedError.field(
        'locale',
        `'${tag}' is the default locale: its text is the record's own fields, changed with PATCH /studio/${resource.path}/{id}`,
      );
    if (!tag || !this.locales.isTranslation(tag)) {
      const others = this.translationLocales;
      throw ValidationFailedError.field(
        'locale',
        others.length > 0
          ? `must be one of the translation locales: ${others.join(', ')} (the default, ${this.locales.default}, is the record's own text)`
          : `no translation locales are configured: CONTENT_LOCALES holds only the default, ${this.locales.default}`,
      );
    }
    return tag;
  }

  async all(resource: TranslatableResource, id: string): Promise<RecordTranslationsDto> {
    const source = await this.source(this.dataSource.manager, resource, id);
    return {
      record_id: id,
      resource: resource.path,
      default_locale: this.locales.default,
      translatable_fields: Object.keys(resource.columns),
      translations: this.translationLocales.map((locale) =>
        this.translationOf(resource, source, locale),
      ),
    };
  }

  async one(
    resource: TranslatableResource,
    id: string,
    locale: string,
  ): Promise<RecordTranslationDto> {
    const source = await this.source(this.dataSource.manager, resource, id);
    if (!source.translations[locale]) throw noTranslation(resource, id, locale);
    return this.recordTranslation(resource, id, source, locale);
  }

  /** Replaces the record's translation in `locale` with the body's fields (null: untranslated). */
  async put(
    resource: TranslatableResource,
    id: string,
    locale: string,
    body: unknown,
  ): Promise<RecordTranslationDto> {
    const fields = this.checkedBody(resource, id, body);
    return this.writer.translate(
      resource.resource,
      id,
      locale,
      (manager) =>
        manager.query(
          `UPDATE ${ident(resource.resource.table)}
              SET translations = jsonb_set(translations, ARRAY[$2::text], $3::jsonb), updated_at = now()
            WHERE id = $1`,
          [id, locale, JSON.stringify(fields)],
        ),
      async (manager) =>
        this.recordTranslation(resource, id, await this.source(manager, resource, id), locale),
      { locale, translation: fields },
    );
  }

  /** Removes the record's translation in `locale`; 404 when it has none. */
  async remove(resource: TranslatableResource, id: string, locale: string): Promise<void> {
    await this.writer.translate(
      resource.resource,
      id,
      locale,
      async (manager, current) => {
        const translations = (current.translations ?? {}) as Translations;
        if (!translations[locale]) throw noTranslation(resource, id, locale);
        await manager.query(
          `UPDATE ${ident(resource.resource.table)}
              SET translations = translations - $2::text, updated_at = now()
            WHERE id = $1`,
          [id, locale],
        );
      },
      () => Promise.resolve(),
      { locale, translation: null },
    );
  }

  /** The translation status of every translatable record, by resource, name and id. */
  async status(query: ListTranslationStatusQueryDto): Promise<Paginated<TranslationStatusDto>> {
    const missing = query.missing === undefined ? undefined : this.missingLocale(query.missing);
    const resources = TRANSLATABLE_RESOURCES.filter(
      (r) => !query.resource || query.resource.includes(r.path),
    );
    const params: unknown[] = missing ? [missing] : [];
    const selects = resources.map((r) => {
      const hasText = Object.entries(r.columns).map(
        ([field, column]) => [field, `coalesce(t.${ident(column)}, '') <> ''`] as const,
      );
      const incomplete = hasText
        .map(([field, text]) => `(${text} AND t.translations -> $1 -> '${field}' IS NULL)`)
        .join(' OR ');
      return `SELECT '${r.path}'::text AS resource, t.id, t.slug, t.${ident(r.nameColumn)} AS name,
                     t.translations,
                     jsonb_build_object(${hasText.map(([f, text]) => `'${f}', ${text}`).join(', ')}) AS has_text
                FROM ${ident(r.resource.table)} t${missing ? ` WHERE ${incomplete}` : ''}`;
    });
    const union = selects.join('\nUNION ALL\n');
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM (${union}) r`,
      params,
    );
    const rows = await this.dataSource.query<
      Array<TranslationSource & { resource: string; id: string; slug: string; name: string }>
    >(
      `SELECT * FROM (${union}) r ORDER BY resource COLLATE "C", lower(name), id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, query.skip],
    );
    return paginated(
      rows.map((row) => {
        const resource = translatableAt(row.resource)!;
        return {
          id: row.id,
          resource: row.resource,
          slug: row.slug,
          name: row.name,
          locales: Object.fromEntries(
            this.translationLocales.map((l) => [l, this.translationOf(resource, row, l).status]),
          ),
        };
      }),
      total,
      query,
    );
  }

  private missingLocale(value: string): string {
    const tag = this.locales.supportedTag(value);
    if (tag && this.locales.isTranslation(tag)) return tag;
    throw ValidationFailedError.field(
      'missing',
      tag === this.locales.default
        ? `'${tag}' is the default locale, which every record has; use one of: ${this.translationLocales.join(', ')}`
        : `must be one of the translation locales: ${this.translationLocales.join(', ')}`,
    );
  }

  /** The record's translations and which fields have default text; 404 when there is no record. */
  private async source(
    manager: EntityManager,
    resource: TranslatableResource,
    id: string,
  ): Promise<TranslationSource> {
    const hasText = Object.entries(resource.columns)
      .map(([field, column]) => `'${field}', coalesce(${ident(column)}, '') <> ''`)
      .join(', ');
    const [row] = await manager.query<TranslationSource[]>(
      `SELECT translations, jsonb_build_object(${hasText}) AS has_text
         FROM ${ident(resource.resource.table)} WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(resource.resource.label, id);
    return row;
  }

  private translationOf(
    resource: TranslatableResource,
    source: TranslationSource,
    locale: string,
  ): TranslationDto {
    const stored = source.translations[locale] ?? {};
    const fields: Record<string, string> = {};
    for (const field of Object.keys(resource.columns))
      if (typeof stored[field] === 'string') fields[field] = stored[field];
    const withText = Object.keys(resource.columns).filter((f) => source.has_text[f]);
    const missingFields = withText.filter((f) => !(f in fields));
    const status: TranslationStatus =
      missingFields.length === 0
        ? 'complete'
        : missingFields.length === withText.length
          ? 'missing'
          : 'partial';
    return { locale, status, fields, missing_fields: missingFields };
  }

  private recordTranslation(
    resource: TranslatableResource,
    id: string,
    source: TranslationSource,
    locale: string,
  ): RecordTranslationDto {
    return {
      record_id: id,
      resource: resource.path,
      ...this.translationOf(resource, source, locale),
    };
  }

  /**
   * The translation a PUT body sets, trimmed, without its nulls: 400 naming every field that is
   * unknown, not translatable, not a string, blank or too long.
   */
  private checkedBody(
    resource: TranslatableResource,
    id: string,
    body: unknown,
  ): Record<string, string> {
    const translatable = Object.keys(resource.columns);
    const list = translatable.join(', ');
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw ValidationFailedError.field(
        'body',
        `must be a JSON object of translatable fields (${list}) and their text`,
      );
    const errors: FieldError[] = [];
    const fields: Record<string, string> = {};
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      if (!(field in resource.columns)) {
        errors.push({
          field,
          message: resource.bodyFields.has(field)
            ? `is not translatable; the translatable fields of ${resource.path} are: ${list}`
            : `is not a field of ${resource.path}; the translatable fields are: ${list}`,
        });
        continue;
      }
      if (value === null) continue;
      if (typeof value !== 'string') {
        errors.push({ field, message: 'must be a string, or null to leave it untranslated' });
        continue;
      }
      const text = value.trim();
      const max = resource.maxLengths[field];
      if (text === '')
        errors.push({ field, message: 'must not be empty (null leaves it untranslated)' });
      else if (text.length > max)
        errors.push({ field, message: `must be at most ${max} characters` });
      else fields[field] = text;
    }
    if (errors.length > 0) throw new ValidationFailedError(errors);
    if (Object.keys(fields).length === 0)
      throw ValidationFailedError.field(
        'body',
        `must translate at least one of ${list}; DELETE /studio/${resource.path}/${id}/translations/{locale} removes a translation`,
      );
    return fields;
  }
}

function noTranslation(resource: TranslatableResource, id: string, locale: string): NotFoundError {
  return new NotFoundError(`The '${locale}' translation of ${resource.resource.label} '${id}'`);
}
