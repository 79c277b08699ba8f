import type { OpenAPIObject } from '@nestjs/swagger';

type Schema = Record<string, unknown>;

/** Keywords that describe a schema rather than constrain it: they stay on the outer schema. */
const ANNOTATIONS = [
  'title',
  'description',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
];
const COMBINERS = ['$ref', 'allOf', 'oneOf', 'anyOf', 'not'];
/** Values that are data, not schemas: never rewritten. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'x-examples']);

/**
 * Accepts null and nothing else, whichever way an OpenAPI 3.0 validator reads `nullable` (the
 * `type` is there because `nullable` without one means nothing; the enum then leaves only null).
 */
const nullOnly = (): Schema => ({ type: 'object', nullable: true, enum: [null] });

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * OpenAPI 3.0.3 reads `nullable: true` as adding null to the schema's own `type`, nothing more:
 * `$ref` (whose siblings are ignored), `allOf`, `oneOf` and `anyOf` still refuse null, and so
 * does an `enum` that does not list it. Nest writes a nullable reference as
 * `{nullable: true, type: 'object', allOf: [{$ref}]}`, which strict validators (and the generated
 * client's readers) therefore take as never null. For every schema of the document:
 * - a nullable schema built from others becomes `anyOf: [the schema, a null-only schema]`;
 * - a nullable enum lists null.
 */
export function declareNullsStrictly(document: OpenAPIObject): void {
  visit(document);
}

function visit(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(visit);
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key)) visit(value);
  if (node.nullable !== true) return;

  if (COMBINERS.some((keyword) => keyword in node)) {
    const inner: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'nullable' || ANNOTATIONS.includes(key)) continue;
      inner[key] = value;
      delete node[key];
    }
    delete node.nullable;
    node.anyOf = [simplified(inner), nullOnly()];
  } else if (Array.isArray(node.enum) && !node.enum.includes(null)) {
    node.enum = [...(node.enum as unknown[]), null];
  }
}

/** `{type: 'object', allOf: [X]}` and `{allOf: [X]}` say no more than X. */
function simplified(schema: Schema): Schema {
  const { type, allOf, ...rest } = schema;
  if (
    Array.isArray(allOf) &&
    allOf.length === 1 &&
    Object.keys(rest).length === 0 &&
    (type === undefined || type === 'object')
  )
    return allOf[0] as Schema;
  return schema;
}
