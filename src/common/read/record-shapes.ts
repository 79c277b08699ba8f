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
  /** `plain`, or the locale of a localized read: statements built from `read` are kept apart by it. */
  readonly name: string;
  readonly read: CompiledRead;
  readonly toRecord: (row: unknown[]) => ObjectLiteral;
}

/**
 * The ways a model is read (docs/localization.md): plain, in the default locale, without the
 * `translations` columns, and localized in a locale, selecting the translations of its fallback
 * chain and overlaying them (`currentLocale`, set by ContentLocaleInterceptor) field by field. A read in the default locale,
 * or of a model with nothing translatable, is always plain: its statements are those of a
 * service without localization.
 */
export class RecordShapes {
  private readonly plain: RecordShape;
  private readonly translatable: boolean;
  private readonly byLocale = new Map<string, RecordShape>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly model: ShapedModel,
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
    this.translatable = isTranslatable(model);
  }

  /** The shape of a read in the locale of the request being handled. */
  current(): RecordShape {
    return this.of(currentLocale());
  }

  of(locale: ContentLocale | undefined): RecordShape {
    if (!locale || locale.fallbacks.length === 0 || !this.translatable) return this.plain;
    let shape = this.byLocale.get(locale.served);
    if (!shape) {
      shape = this.localizedShape(locale);
      this.byLocale.set(locale.served, shape);
    }
    return shape;
  }

  /** One per served locale: its statements select the translations of its fallback chain only. */
  private localizedShape({ served, fallbacks }: ContentLocale): RecordShape {
    const read = compileRead(this.dataSource, this.model, fallbacks);
    const toRecord = rowMapper(read);
    const defaultLocale = this.locales.default;
    return {
      name: served,
      read,
      toRecord: (row) => {
        const record = toRecord(row);
        record.locale = localize(read, record, row, fallbacks) ?? defaultLocale;
        return record;
      },
    };
  }
}
