import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isUUID, ValidateIf } from 'class-validator';
import { BodyFieldOptions, IsValid } from '../../../common/validation';

const schema = (options: BodyFieldOptions, extra: Record<string, unknown>): PropertyDecorator => {
  const common = {
    description: options.description,
    example: options.example,
    nullable: options.nullable || undefined,
    ...extra,
  };
  return options.required === false ? ApiPropertyOptional(common) : ApiProperty(common);
};

/** Same presence rules as the shared field decorators: optional skips absent, nullable skips null. */
const presence = (options: BodyFieldOptions): PropertyDecorator =>
  ValidateIf(
    (_o, value) =>
      !(options.nullable && value === null) && (options.required !== false || value !== undefined),
  );

/** A UUID held as a string, e.g. an upstream entity id (nullable, unlike IsUuidField). */
export function IsUuidString(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    presence(options),
    IsValid((v) => typeof v === 'string' && isUUID(v), 'must be a UUID'),
    schema(options, { type: String, format: 'uuid' }),
  );
}

/** Any JSON value checked by a predicate, documented by a schema. */
export function IsJsonField(
  predicate: (value: unknown) => boolean,
  message: string,
  options: BodyFieldOptions & { schema: Record<string, unknown> },
): PropertyDecorator {
  return applyDecorators(
    presence(options),
    IsValid(predicate, message),
    schema(options, options.schema),
  );
}
