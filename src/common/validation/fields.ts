import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidationArguments,
  ValidationOptions,
  registerDecorator,
} from 'class-validator';
import { toList, trim, trimLower } from './transforms';
import { SLUG_PATTERN } from './decorators';

/**
 * Field decorators for request bodies and query strings: each one combines the validator, the
 * transform and the Swagger schema, so a DTO field is one decorator and the three cannot drift
 * apart.
 *
 * `required: false` (the default for update DTOs via PartialType) makes the field optional;
 * `nullable: true` also accepts an explicit null, which clears the value on PATCH.
 */
export interface BodyFieldOptions {
  required?: boolean;
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

export const fieldSchema = (
  options: BodyFieldOptions,
  extra: Record<string, unknown>,
): PropertyDecorator => {
  const common = {
    description: options.description,
    example: options.example,
    nullable: options.nullable || undefined,
    ...extra,
  };
  return options.required === false ? ApiPropertyOptional(common) : ApiProperty(common);
};

/**
 * Optional fields skip validation when absent; nullable ones also when null. An optional field
 * that is not nullable is still validated when it is null (IsOptional would let the null through
 * to a NOT NULL column, a 500).
 */
export const fieldPresence = (options: BodyFieldOptions): PropertyDecorator[] => {
  if (options.nullable) {
    return [
      ValidateIf(
        (_o, value) => value !== null && (options.required !== false || value !== undefined),
      ),
    ];
  }
  return options.required === false ? [ValidateIf((_o, value) => value !== undefined)] : [];
};

/** Trimmed text, 1..max characters (`min` 0 allows an empty string). */
export function IsTextField(
  options: BodyFieldOptions & { max?: number; min?: number } = {},
): PropertyDecorator {
  const max = options.max ?? 200;
  const min = options.min ?? 1;
  return applyDecorators(
    ...fieldPresence(options),
    Transform(trim),
    IsString({ message: 'must be a string' }),
    MinLength(min, {
      message: min === 1 ? 'must not be empty' : `must be at least ${min} characters`,
    }),
    MaxLength(max, { message: `must be at most ${max} characters` }),
    fieldSchema(options, { type: String, minLength: min, maxLength: max }),
  );
}

export function IsIntField(
  options: BodyFieldOptions & { min?: number; max?: number } = {},
): PropertyDecorator {
  const { min, max } = options;
  return applyDecorators(
    ...fieldPresence(options),
    IsInt({ message: 'must be an integer' }),
    ...(min !== undefined ? [Min(min, { message: `must be at least ${min}` })] : []),
    ...(max !== undefined ? [Max(max, { message: `must be at most ${max}` })] : []),
    fieldSchema(options, { type: 'integer', minimum: min, maximum: max }),
  );
}

export function IsBooleanField(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsBoolean({ message: 'must be true or false' }),
    fieldSchema(options, { type: Boolean }),
  );
}

export function IsEnumField<T extends string>(
  values: readonly T[],
  options: BodyFieldOptions = {},
): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsIn(values, { message: `must be one of: ${values.join(', ')}` }),
    fieldSchema(options, { type: String, enum: values }),
  );
}

/** An absolute http(s) URL of at most 2048 characters. */
export function IsUrlField(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsString({ message: 'must be a string' }),
    MaxLength(2048),
    IsUrl(
      { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
      { message: 'must be an absolute http(s) URL' },
    ),
    fieldSchema(options, {
      type: String,
      format: 'uri',
      maxLength: 2048,
      example: options.example ?? 'https://example.com/',
    }),
  );
}

/**
 * A decimal amount as a string (money, lengths): up to `scale` decimal places, at most
 * `precision` digits in all, optionally bounded. Numbers are refused: JSON numbers lose precision.
 */
export function IsDecimalString(
  options: BodyFieldOptions & {
    precision?: number;
    scale?: number;
    min?: number;
    max?: number;
  } = {},
): PropertyDecorator {
  const precision = options.precision ?? 12;
  const scale = options.scale ?? 2;
  const integerDigits = precision - scale;
  const pattern = new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`);
  const { min, max } = options;
  return applyDecorators(
    ...fieldPresence(options),
    IsString({ message: `must be a decimal string such as "${(0).toFixed(scale)}"` }),
    Matches(pattern, {
      message: `must be a decimal string with at most ${integerDigits} digits before and ${scale} after the point`,
    }),
    ...(min !== undefined || max !== undefined ? [DecimalRange(min, max)] : []),
    fieldSchema(options, {
      type: String,
      pattern: pattern.source,
      example: options.example ?? (min !== undefined && min > 0 ? min : 0).toFixed(scale),
      description: [options.description, rangeText(min, max)].filter(Boolean).join(' '),
    }),
  );
}

/** Latitude or longitude as a decimal string with up to 6 places, range-checked. */
export function IsCoordinate(
  kind: 'latitude' | 'longitude',
  options: BodyFieldOptions = {},
): PropertyDecorator {
  const limit = kind === 'latitude' ? 90 : 180;
  return IsDecimalString({
    precision: 9,
    scale: 6,
    min: -limit,
    max: limit,
    example: kind === 'latitude' ? '25.778135' : '-80.179100',
    ...options,
  });
}

function rangeText(min?: number, max?: number): string | undefined {
  if (min !== undefined && max !== undefined) return `Between ${min} and ${max}.`;
  if (min !== undefined) return `At least ${min}.`;
  if (max !== undefined) return `At most ${max}.`;
  return undefined;
}

function DecimalRange(
  min?: number,
  max?: number,
  validationOptions?: ValidationOptions,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'decimalRange',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: `must be ${rangeText(min, max)?.toLowerCase().replace(/\.$/, '')}`,
        ...validationOptions,
      },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string') return true; // the type check reports it
          const n = Number(value);
          return (
            Number.isFinite(n) && (min === undefined || n >= min) && (max === undefined || n <= max)
          );
        },
      },
    });
}

/** ISO 4217 currency code, three capital letters; lower case is accepted and upper-cased. */
export function IsCurrency(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toUpperCase() : value,
    ),
    IsValid(
      (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
      'must be a three-letter currency code such as USD',
    ),
    fieldSchema(options, {
      type: String,
      pattern: '^[A-Z]{3}$',
      example: options.example ?? 'USD',
    }),
  );
}

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function IsIsoDate(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsValid(isIsoDate, 'must be a date written YYYY-MM-DD'),
    fieldSchema(options, {
      type: String,
      format: 'date',
      example: options.example ?? '2027-03-14',
    }),
  );
}

/**
 * Fails the field when it is before the sibling field `other` (both YYYY-MM-DD or both comparable
 * strings). Pair it with IsIsoDate on both fields.
 */
export function IsNotBefore(other: string, message?: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotBefore',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [other],
      options: { message: message ?? `must not be before ${other}` },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const start = (args.object as Record<string, unknown>)[other];
          if (typeof value !== 'string' || typeof start !== 'string') return true;
          return value >= start;
        },
      },
    });
}

/** A time of day, HH:MM (24-hour). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function IsTimeOfDay(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsString({ message: 'must be a time written HH:MM' }),
    Matches(TIME_OF_DAY_PATTERN, { message: 'must be a time written HH:MM (00:00-23:59)' }),
    fieldSchema(options, {
      type: String,
      pattern: TIME_OF_DAY_PATTERN.source,
      example: options.example ?? '08:00',
    }),
  );
}

const timeZones = new Set(Intl.supportedValuesOf('timeZone'));

/** True for IANA zone names this runtime knows (America/New_York, Europe/Paris, UTC …). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  if (timeZones.has(value) || value === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/');
  } catch {
    return false;
  }
}

export function IsTimeZone(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsValid(isTimeZone, 'must be an IANA time-zone name such as America/New_York'),
    fieldSchema(options, {
      type: String,
      example: options.example ?? 'America/New_York',
      maxLength: 64,
    }),
  );
}

/** A list of trimmed strings, each 1..maxLength characters, at most maxItems entries. */
export function IsStringList(
  options: BodyFieldOptions & { maxItems?: number; maxLength?: number; minItems?: number } = {},
): PropertyDecorator {
  const maxItems = options.maxItems ?? 50;
  const maxLength = options.maxLength ?? 100;
  const minItems = options.minItems ?? 0;
  return applyDecorators(
    ...fieldPresence(options),
    IsValid(
      (value) =>
        Array.isArray(value) &&
        value.length >= minItems &&
        value.every((v) => typeof v === 'string' && v.trim().length > 0 && v.length <= maxLength),
      `must be a list of ${minItems > 0 ? `${minItems} to ` : 'up to '}${maxItems} non-empty strings of at most ${maxLength} characters`,
    ),
    ArrayMaxSize(maxItems, { message: `must have at most ${maxItems} entries` }),
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value)
        ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v))
        : value,
    ),
    fieldSchema(options, {
      type: [String],
      minItems: minItems || undefined,
      maxItems,
      items: { type: 'string', minLength: 1, maxLength },
    }),
  );
}

/** A custom predicate as a validator, with a fixed message. */
export function IsValid(
  predicate: (value: unknown) => boolean,
  message: string,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isValid',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: (value: unknown) => predicate(value) },
    });
}

// ---- query-string filters -------------------------------------------------------------------

/** A free-text query filter, trimmed, 1..100 characters. */
export function TextQuery(options: { description?: string; max?: number } = {}): PropertyDecorator {
  const max = options.max ?? 100;
  return applyDecorators(
    IsOptional(),
    Transform(trim),
    IsString({ message: 'must be a single value' }),
    MinLength(1, { message: 'must not be empty' }),
    MaxLength(max, { message: `must be at most ${max} characters` }),
    ApiPropertyOptional({ type: String, maxLength: max, description: options.description }),
  );
}

/**
 * An enum filter: one value or several, comma-separated (`thrill_level=thrill,extreme`, or the
 * parameter repeated); the list matches records with any of them. The field holds the list. An
 * unknown value is a 400 that names it.
 */
export function EnumQuery<T extends string>(
  values: readonly T[],
  options: { description?: string } = {},
): PropertyDecorator {
  const one = `(?:${values.join('|')})`;
  return applyDecorators(
    IsOptional(),
    Transform(toList),
    IsEnumList(values),
    ApiPropertyOptional({
      type: String,
      pattern: `^ *${one} *(?:, *${one} *)*$`,
      example: values.slice(0, 2).join(','),
      description: [options.description, `One or more of ${values.join(', ')}, comma-separated.`]
        .filter(Boolean)
        .join(' '),
    }),
  );
}

function IsEnumList(values: readonly string[]): PropertyDecorator {
  const allowed = values.join(', ');
  const unknown = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v) => !values.includes(v as string)).map(String) : [];
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isEnumList',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: ({ value }: ValidationArguments) => {
          const bad = unknown(value);
          if (bad.length === 0) return `must be one or more of: ${allowed}`;
          const named = bad.map((v) => `'${v}'`).join(', ');
          return `${bad.length === 1 ? 'has an unknown value' : 'has unknown values'} ${named}; must be one or more of: ${allowed}`;
        },
      },
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.length > 0 && unknown(value).length === 0,
      },
    });
}

/** A slug as a filter or path parameter may be written: any case (it is compared lower-cased). */
export const SLUG_ANY_CASE_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * A filter by a related record's slug (`cruise_line=royal-caribbean`): trimmed and lower-cased,
 * so it matches whatever the case it is written in (stored slugs are lower case). A value that is
 * not a slug is a 400.
 */
export function SlugQuery(options: { description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(trimLower),
    IsString({ message: 'must be a single value' }),
    MaxLength(200, { message: 'must be at most 200 characters' }),
    Matches(SLUG_PATTERN, {
      message: "must be a slug: letters and digits in words joined by '-' (e.g. 'royal-caribbean')",
    }),
    ApiPropertyOptional({
      type: String,
      maxLength: 200,
      pattern: SLUG_ANY_CASE_PATTERN.source,
      description: [options.description, 'Case-insensitive.'].filter(Boolean).join(' '),
    }),
  );
}

/** A date filter written YYYY-MM-DD. */
export function DateQuery(options: { description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsValid(isIsoDate, 'must be a date written YYYY-MM-DD'),
    ApiPropertyOptional({ type: String, format: 'date', description: options.description }),
  );
}
