import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { toBoolean, toInteger, trimLower } from './transforms';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  "must be lowercase letters and digits in words joined by '-' (e.g. 'wonder-of-the-seas')";

interface FieldOptions {
  required?: boolean;
  description?: string;
  example?: unknown;
}

const apiProperty = (required: boolean | undefined, options: Record<string, unknown>) =>
  required === false ? ApiPropertyOptional(options) : ApiProperty(options);
const optional = (required: boolean | undefined) => (required === false ? [IsOptional()] : []);

/** A URL slug: validator, Swagger schema and pattern in one decorator. */
export function IsSlug(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...optional(options.required),
    IsString(),
    MaxLength(200),
    Matches(SLUG_PATTERN, { message: SLUG_MESSAGE }),
    apiProperty(options.required, {
      type: String,
      pattern: SLUG_PATTERN.source,
      maxLength: 200,
      example: options.example ?? 'wonder-of-the-seas',
      description: options.description,
    }),
  );
}

export function IsUuidField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...optional(options.required),
    IsUUID('all', { message: 'must be a UUID' }),
    apiProperty(options.required, {
      type: String,
      format: 'uuid',
      description: options.description,
    }),
  );
}

/** An e-mail address, trimmed and lower-cased so comparisons are case-insensitive. */
export function IsEmailField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...optional(options.required),
    Transform(trimLower),
    IsEmail({}, { message: 'must be a valid e-mail address' }),
    MaxLength(254),
    apiProperty(options.required, {
      type: String,
      format: 'email',
      maxLength: 254,
      example: options.example ?? 'editor@example.com',
      description: options.description,
    }),
  );
}

/** An integer from the query string, strictly parsed. */
export function IntQuery(
  options: FieldOptions & { min?: number; max?: number; default?: number } = {},
): PropertyDecorator {
  const { min, max } = options;
  return applyDecorators(
    IsOptional(),
    Transform(toInteger),
    IsInt({ message: 'must be an integer' }),
    ...(min !== undefined ? [Min(min)] : []),
    ...(max !== undefined ? [Max(max)] : []),
    ApiPropertyOptional({
      type: 'integer',
      minimum: min,
      maximum: max,
      default: options.default,
      description: options.description,
    }),
  );
}

/** A boolean from the query string: exactly 'true' or 'false'; anything else is 400. */
export function BooleanQuery(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    Transform(toBoolean),
    IsBoolean({ message: "must be 'true' or 'false'" }),
    ApiPropertyOptional({ type: Boolean, description: options.description }),
  );
}
