import { applyDecorators } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { BodyFieldOptions, fieldPresence, fieldSchema, IsValid } from '../../../common/validation';

/** A UUID held as a string, e.g. an upstream entity id (nullable, unlike IsUuidField). */
export function IsUuidString(options: BodyFieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsValid((v) => typeof v === 'string' && isUUID(v), 'must be a UUID'),
    fieldSchema(options, { type: String, format: 'uuid' }),
  );
}

/** Any JSON value checked by a predicate, documented by a schema. */
export function IsJsonField(
  predicate: (value: unknown) => boolean,
  message: string,
  options: BodyFieldOptions & { schema: Record<string, unknown> },
): PropertyDecorator {
  return applyDecorators(
    ...fieldPresence(options),
    IsValid(predicate, message),
    fieldSchema(options, options.schema),
  );
}
