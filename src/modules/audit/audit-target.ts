/** What the interceptor needs to know about a finished studio write to describe it. */
export interface WriteDescription {
  method: string;
  /** The request path without the query string, e.g. `/studio/cruise-lines/3f…`. */
  path: string;
  params: Record<string, string | undefined>;
  /** What the handler answered (usually `{data: …}`), undefined for 204. */
  result: unknown;
}

const DEFAULT_ACTIONS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export const AUDITED_METHODS = new Set(Object.keys(DEFAULT_ACTIONS));

export const defaultAction = (method: string): string =>
  DEFAULT_ACTIONS[method.toUpperCase()] ?? method.toLowerCase();

/** `cruise-lines` → `cruise_line`, `categories` → `category`, `media` → `media`. */
export function singularSnake(segment: string): string {
  const snake = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  if (/ies$/.test(snake)) return snake.replace(/ies$/, 'y');
  if (/(ss|us|is)$/.test(snake)) return snake;
  if (/(x|ch|sh|ss)es$/.test(snake)) return snake.replace(/es$/, '');
  if (/s$/.test(snake)) return snake.replace(/s$/, '');
  return snake;
}

/**
 * The record type when no `@AuditEntity` names it: the first path segment after /studio, in lower
 * case, as Express matched it (`/STUDIO/Cruise-Lines` is `cruise_line` too).
 */
export function entityTypeFromPath(path: string): string {
  const segment = path.split('/').filter(Boolean)[1];
  return segment
    ? singularSnake(decodeURIComponentSafe(segment).toLowerCase()) || 'studio'
    : 'studio';
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The written record's id: `data.id` of the answer, else `data.key` (media uploads), else the
 * route parameter `idParam` (default `id`); null when there is none.
 */
export function entityIdOf(write: WriteDescription, idParam = 'id'): string | null {
  const data =
    write.result && typeof write.result === 'object'
      ? (write.result as { data?: unknown }).data
      : undefined;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const { id, key } = data as { id?: unknown; key?: unknown };
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    if (typeof key === 'string') return key;
  }
  const param = write.params[idParam];
  return typeof param === 'string' && param.length > 0 ? param : null;
}
