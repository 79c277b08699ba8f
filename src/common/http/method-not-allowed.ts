import type { OpenAPIObject, ParameterObject } from '@nestjs/swagger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';
import { operationsOf } from '../swagger/document-transforms';

/** A path the application serves, as a pattern of its request paths, and the methods it serves. */
export interface ServedPath {
  template: string;
  pattern: RegExp;
  methods: Set<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The request paths of an OpenAPI path template as Express matches them: any case, an optional
 * trailing slash, a parameter one segment (only its `enum` values when the document lists them).
 */
function patternOf(template: string, enums: ReadonlyMap<string, readonly string[]>): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      const values = enums.get(name);
      return values ? `(?:${values.map(escape).join('|')})` : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i');
}

/**
 * Every path of the application's OpenAPI document with the methods its operations serve (plus
 * HEAD wherever GET is served: Express answers it with the GET handler), and `extra` paths served
 * outside Nest's controllers (Swagger UI).
 */
export function servedPaths(
  document: OpenAPIObject,
  extra: Record<string, readonly string[]> = {},
): ServedPath[] {
  const byTemplate = new Map<string, { methods: Set<string>; enums: Map<string, string[]> }>();
  for (const { path, method, operation } of operationsOf(document)) {
    const entry = byTemplate.get(path) ?? { methods: new Set<string>(), enums: new Map() };
    entry.methods.add(method.toUpperCase());
    for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
      const values = (parameter.schema as { enum?: unknown[] } | undefined)?.enum;
      if (parameter.in === 'path' && values) entry.enums.set(parameter.name, values.map(String));
    }
    byTemplate.set(path, entry);
  }
  for (const [path, methods] of Object.entries(extra))
    byTemplate.set(path, { methods: new Set(methods), enums: new Map() });
  return [...byTemplate].map(([template, { methods, enums }]) => {
    if (methods.has('GET')) methods.add('HEAD');
    return { template, pattern: patternOf(template, enums), methods };
  });
}

/** The methods served at `path` (every matching template's), or undefined for an unknown path. */
export function methodsServedAt(
  paths: readonly ServedPath[],
  path: string,
): Set<string> | undefined {
  let served: Set<string> | undefined;
  for (const candidate of paths)
    if (candidate.pattern.test(path)) {
      served ??= new Set();
      for (const method of candidate.methods) served.add(method);
    }
  return served;
}

/** The order of the `Allow` header: the usual reading order, whatever the document's. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rank = (method: string) => (ORDER.includes(method) ? ORDER.indexOf(method) : ORDER.length);

export const allowHeader = (methods: ReadonlySet<string>): string =>
  [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).join(', ');

/**
 * Answers 405 METHOD_NOT_ALLOWED, with `Allow` listing the methods served, to a request for a path
 * the application serves with a method it does not (docs/behaviour.md#errors); unknown paths go on
 * to the 404. OPTIONS (CORS preflight, answered before this) and HEAD go on untouched. The paths
 * are those of the OpenAPI document, which lists every route Nest serves (start-up checks read it
 * the same way), so no router internals are consulted.
 */
export function methodNotAllowed(paths: readonly ServedPath[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (req.method === 'OPTIONS' || req.method === 'HEAD') return next();
    const served = methodsServedAt(paths, req.path);
    if (!served || served.has(req.method)) return next();
    const allow = allowHeader(served);
    next(
      new AppError(
        405,
        'METHOD_NOT_ALLOWED',
        `${req.method} is not served at this path; it serves ${allow}.`,
        undefined,
        { Allow: allow },
      ),
    );
  };
}
