import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ContentLocale, ContentLocales } from '../locale/content-locales';
import { currentLocale } from '../locale/locale-context';
import {
  compileRead,
  CompiledRead,
  isTranslatable,
  localize,
  ReadModel,
  rowMapper,
} from './read-model';

type ShapedModel = Pick<ReadModel, 'entity' | 'alias' | 'joins' | 'columns' | 'translatable'> & {
  visible?: string;
  order: string;
};

/** A compiled read and how its rows become records, each with the `locale` its text is in. */
export interface RecordShape {
  /** `plain` or `localized`: statements built from `read` are kept apart by it. */
  readonly name: 'plain' | 'localized';
  readonly read: CompiledRead;
  readonly toRecord: (row: unknown[]) => ObjectLiteral;
}

/**
 * The two ways a model is read (docs/localization.md): plain, in the default locale, without the
 * `translations` columns, and localized, selecting them and overlaying the request's locale
 * (`currentLocale`, set by ContentLocaleInterceptor) field by field. A read in the default locale,
 * or of a model with nothing translatable, is always plain: its statements are those of a
 * service without localization.
 */
export class RecordShapes {
  private readonly plain: RecordShape;
  private readonly localizedRead?: CompiledRead;
  private readonly byLocale = new Map<string, RecordShape>();

  constructor(
    dataSource: DataSource,
    model: ShapedModel,
    private readonly locales: ContentLocales,
  ) {
    const read = compileRead(dataSource, model);
    const toRecord = rowMapper(read);
    const defaultLocale = locales.default;
    this.plain = {
      name: 'plain',
      read,
      toRecord: (row) => {
        const record = toRecord(row);
        record.locale = defaultLocale;
        return record;
      },
    };
    if (isTranslatable(model)) this.localizedRead = compileRead(dataSource, model, true);
  }

  /** The shape of a read in the locale of the request being handled. */
  current(): RecordShape {
    return this.of(currentLocale());
  }

  of(locale: ContentLocale | undefined): RecordShape {
    if (!locale || locale.fallbacks.length === 0 || !this.localizedRead) return this.plain;
    let shape = this.byLocale.get(locale.served);
    if (!shape) {
      shape = this.localizedShape(this.localizedRead, locale.fallbacks);
      this.byLocale.set(locale.served, shape);
    }
    return shape;
  }

  private localizedShape(read: CompiledRead, fallbacks: readonly string[]): RecordShape {
    const toRecord = rowMapper(read);
    const defaultLocale = this.locales.default;
    return {
      name: 'localized',
      read,
      toRecord: (row) => {
        const record = toRecord(row);
        record.locale = localize(read, record, row, fallbacks) ?? defaultLocale;
        return record;
      },
    };
  }
}
