import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../pagination';

/**
 * `?locale=`: the language of a localized read (docs/localization.md). Declared so the query DTO
 * accepts it; ContentLocaleInterceptor reads and checks it against CONTENT_LOCALES (a 400 naming
 * the supported ones) before the handler runs.
 */
export const LocaleQuery = (): PropertyDecorator =>
  applyDecorators(
    IsOptional(),
    IsString({ message: 'must be a single value' }),
    MaxLength(35, { message: 'must be at most 35 characters' }),
    ApiPropertyOptional({
      type: String,
      maxLength: 35,
      example: 'de',
      description:
        'The language to answer in, a BCP 47 tag of CONTENT_LOCALES (a regional tag falls back to its language, `de-CH` → `de`). Overrides Accept-Language. Fields without a translation fall back to the default locale one by one.',
    }),
  );

/** The query of a localized read that takes nothing else. */
export class LocaleQueryDto {
  @LocaleQuery()
  locale?: string;
}

/** A page of a localized list: `skip`, `limit` and `locale`. */
export class LocalizedPageQueryDto extends PaginationQueryDto {
  @LocaleQuery()
  locale?: string;
}

/** A record's `locale` in an answer: the content locale its text is in. */
export const ApiRecordLocale = (): PropertyDecorator =>
  ApiProperty({
    example: 'de',
    description:
      "The content locale this record's text is in: the first locale of the request's fallback chain that has a translation of one of its fields, else the default locale. Fields without a translation fall back one by one (docs/localization.md).",
  });
