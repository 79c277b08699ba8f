import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { FieldError, ValidationFailedError } from '../errors';

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
            ? 'is not an accepted field'
            : error.value === undefined || error.value === null
              ? 'is required'
              : message.replace(new RegExp(`^${escape(error.property)} `), ''),
      });
    }
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** How many distinct query strings are remembered per query class; the oldest goes first. */
const REMEMBERED_QUERIES_PER_CLASS = 256;
/** Longer queries are validated every time, so what is remembered stays small (a few MB at most). */
const REMEMBERED_QUERY_MAX_LENGTH = 256;

/** The key of a query as Express parsed it (text fields, lists of text), or undefined otherwise. */
function queryKey(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  for (const field of Object.values(value as Record<string, unknown>))
    if (
      typeof field !== 'string' &&
      !(Array.isArray(field) && field.every((v) => typeof v === 'string'))
    )
      return undefined;
  const key = JSON.stringify(value);
  return key.length <= REMEMBERED_QUERY_MAX_LENGTH ? key : undefined;
}

/** A copy a handler may change without changing the remembered answer; undefined if not flat. */
function copyOf<T extends object>(dto: T): T | undefined {
  const copy = Object.create(Object.getPrototypeOf(dto) as object | null) as Record<
    string,
    unknown
  >;
  for (const [field, value] of Object.entries(dto)) {
    if (Array.isArray(value)) copy[field] = [...(value as unknown[])];
    else if (value instanceof Date) copy[field] = new Date(value.getTime());
    else if (typeof value === 'object' && value !== null) return undefined;
    else copy[field] = value;
  }
  return copy as T;
}

/**
 * The global ValidationPipe, remembering its answers for query strings. A query DTO's validated
 * instance depends only on its class and the query's fields, and reads repeat the same few
 * queries (`?limit=20`) over and over, while class-transformer and class-validator cost a list
 * about 17 KB of allocation and 7 % of its CPU every time (docs/performance.md). So each query
 * class keeps the instances of its last REMEMBERED_QUERIES_PER_CLASS valid query strings (of up
 * to REMEMBERED_QUERY_MAX_LENGTH characters) and hands out copies. Only valid queries are
 * remembered: a malformed one is validated, and refused, every time. A query DTO's rules must
 * therefore depend on its fields alone (none reads the clock or the database).
 */
export class RememberingValidationPipe extends ValidationPipe {
  private readonly queries = new Map<unknown, Map<string, object>>();

  // The answer itself, not a promise, when it is known at once (a value that is not validated, a
  // remembered query): Nest awaits whatever a pipe returns, and every promise is work on every
  // request (docs/performance.md). `any` only to override the base's declared Promise.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override transform(value: unknown, metadata: ArgumentMetadata): any {
    if (!metadata.metatype || !this.toValidate(metadata))
      return this.isTransformEnabled ? this.transformPrimitive(value, metadata) : value;
    const key = metadata.type === 'query' ? queryKey(value) : undefined;
    if (key === undefined) return super.transform(value, metadata);
    const remembered = this.queries.get(metadata.metatype)?.get(key);
    return remembered ? copyOf(remembered) : this.validateAndRemember(value, metadata, key);
  }

  private async validateAndRemember(
    value: unknown,
    metadata: ArgumentMetadata,
    key: string,
  ): Promise<unknown> {
    const dto: unknown = await super.transform(value, metadata);
    const kept = typeof dto === 'object' && dto !== null ? copyOf(dto) : undefined;
    if (kept) {
      let known = this.queries.get(metadata.metatype);
      if (!known) this.queries.set(metadata.metatype, (known = new Map<string, object>()));
      if (known.size >= REMEMBERED_QUERIES_PER_CLASS) known.delete(known.keys().next().value!);
      known.set(key, kept);
    }
    return dto;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RememberingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new ValidationFailedError(flattenValidationErrors(errors)),
  });
}
