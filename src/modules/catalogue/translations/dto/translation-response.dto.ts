import { ApiProperty } from '@nestjs/swagger';

export const TRANSLATION_STATUSES = ['complete', 'partial', 'missing'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

const STATUS_DESCRIPTION =
  '`complete`: every translatable field with default-locale text is translated; `partial`: some are; `missing`: none is.';

/** A record's translation in one locale, and what it still misses. */
export class TranslationDto {
  @ApiProperty({ example: 'de', description: 'A content locale other than the default.' })
  locale!: string;

  @ApiProperty({ enum: TRANSLATION_STATUSES, description: STATUS_DESCRIPTION })
  status!: TranslationStatus;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { name: 'Weltraumberg', description: 'Eine Achterbahn im Dunkeln.' },
    description: 'The translated text of each translated field, by API field name.',
  })
  fields!: Record<string, string>;

  @ApiProperty({
    type: [String],
    example: ['dress_code'],
    description:
      'Translatable fields with default-locale text that this locale does not translate: readers get the default text for them.',
  })
  missing_fields!: string[];
}

/** One locale's translation of one record (`GET|PUT /studio/{resource}/{id}/translations/{locale}`). */
export class RecordTranslationDto extends TranslationDto {
  @ApiProperty({ format: 'uuid' })
  record_id!: string;

  @ApiProperty({ example: 'attractions', description: 'The studio path of the resource.' })
  resource!: string;
}

/** Every translation locale of one record (`GET /studio/{resource}/{id}/translations`). */
export class RecordTranslationsDto {
  @ApiProperty({ format: 'uuid' })
  record_id!: string;

  @ApiProperty({ example: 'attractions', description: 'The studio path of the resource.' })
  resource!: string;

  @ApiProperty({
    example: 'en',
    description: "The default locale: its text is the record's own fields (PATCH the record).",
  })
  default_locale!: string;

  @ApiProperty({ type: [String], example: ['name', 'description'] })
  translatable_fields!: string[];

  @ApiProperty({
    type: [TranslationDto],
    description:
      'One entry per content locale other than the default, in CONTENT_LOCALES order, also for locales the record has no translation in (`missing`, no fields).',
  })
  translations!: TranslationDto[];
}

/** A row of the translation-status list (`GET /studio/translations`). */
export class TranslationStatusDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'attractions', description: 'The studio path of the resource.' })
  resource!: string;

  @ApiProperty({ example: 'space-mountain' })
  slug!: string;

  @ApiProperty({
    example: 'Space Mountain',
    description: "The record's name (a guide's or video's title), in the default locale.",
  })
  name!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...TRANSLATION_STATUSES] },
    example: { de: 'complete', fr: 'partial', es: 'missing' },
    description: `Each content locale other than the default: ${STATUS_DESCRIPTION}`,
  })
  locales!: Record<string, TranslationStatus>;
}
