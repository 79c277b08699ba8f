import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, registerDecorator } from 'class-validator';
import {
  INCLUDE_LIMITS,
  includePaths,
  IncludingResource,
  INCLUDABLE,
  MAX_INCLUDE_DEPTH,
} from './includable';

/** `a,b` (or `include=a&include=b`) as the list of its trimmed entries; anything else as sent. */
const toList = ({ value }: { value: unknown }): unknown => {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts) || !parts.every((p) => typeof p === 'string')) return value;
  return parts.flatMap((p) => p.split(',')).map((p) => p.trim());
};

/** Why `list` is not a valid include of `resource`, or null when it is. */
export function includeProblem(resource: IncludingResource, list: unknown): string | null {
  if (!Array.isArray(list)) return 'must be a comma-separated list of relations';
  const allowed = includePaths(resource);
  for (const entry of list as string[]) {
    if (entry === '') return 'must not have an empty entry';
    if (entry.split('.').length > MAX_INCLUDE_DEPTH)
      return `'${entry}' nests deeper than ${MAX_INCLUDE_DEPTH} levels (relation.relation)`;
    if (!allowed.includes(entry))
      return `'${entry}' is not a relation of this resource; one of: ${allowed.join(', ')}`;
  }
  return null;
}

/**
 * `?include=`: the related records a public read embeds under `included`, as a comma list of
 * the resource's relations (INCLUDABLE), nested with a dot at most MAX_INCLUDE_DEPTH deep.
 * Validated to the list of paths; documented as an enum list (`style: form`, not exploded).
 */
export function IncludeQuery(resource: IncludingResource): PropertyDecorator {
  const paths = includePaths(resource);
  const relations = Object.keys(INCLUDABLE[resource]).join(', ');
  return applyDecorators(
    IsOptional(),
    Transform(toList),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isInclude',
        target: target.constructor,
        propertyName: propertyName as string,
        validator: {
          validate: (value: unknown) => includeProblem(resource, value) === null,
          defaultMessage: (args) => includeProblem(resource, args?.value) ?? 'is not valid',
        },
      }),
    ApiPropertyOptional({
      type: 'array',
      items: { type: 'string', enum: paths },
      style: 'form',
      explode: false,
      description:
        `Related records to embed under \`included\`, comma-separated: ${relations}; ` +
        `a dot includes a relation of those records (one level). At most ` +
        `${INCLUDE_LIMITS.detail} records per relation on a detail, ${INCLUDE_LIMITS.list} per ` +
        'record on a list, in the order of their own list.',
    } as Parameters<typeof ApiPropertyOptional>[0]),
  );
}
