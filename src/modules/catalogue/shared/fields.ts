import { applyDecorators } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  BodyFieldOptions,
  fieldPresence,
  fieldSchema,
  IsBooleanField,
  IsValid,
} from '@/common/validation';

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

/**
 * `is_active` of a catalogue record's create (and, through PartialType, update) body: one
 * wording for every resource, as docs/behaviour.md "Visibility" states it.
 */
export function IsActiveField(): PropertyDecorator {
  return IsBooleanField({
    required: false,
    description:
      "Default true. false hides the record from public lists, its public read (404) and search; the studio still sees it. What belongs to a hidden record (a cruise line's ships, a park's attractions) is hidden too.",
  });
}
