import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { FieldError, ValidationFailedError } from '../errors';

/** What a 400 says of a body field or query parameter the route does not take. */
export const UNKNOWN_FIELD_MESSAGE = 'is not an accepted field';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Flattens class-validator's tree into `{field, message}` pairs: `stops[0].port_id`, `email`. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = /^\d+$/.test(error.property)
      ? `${parent}[${error.property}]`
      : parent
        ? `${parent}.${error.property}`
        : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    // One message per field is enough for a client to act on; the most basic one first.
    const own: FieldError[] = [];
    if (constraints.length > 0) {
      const [constraint, message] = constraints[0];
      own.push({
        field,
        message:
          constraint === 'whitelistValidation'
            ? UNKNOWN_FIELD_MESSAGE
            : error.value === undefined || error.value === null
              ? 'is required'
              : message.replace(new RegExp(`^${escape(error.property)} `), ''),
      });
    }
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** The global pipe: Nest's ValidationPipe, with the problem format's field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new ValidationFailedError(flattenValidationErrors(errors)),
  });
}
