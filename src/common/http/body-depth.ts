/**
 * How deeply a JSON body may nest objects and arrays. Far beyond any request the API defines (its
 * deepest DTO is three levels), and shallow enough that nothing after the parser — the
 * transformer, the validator, the loggers, JSON.stringify — can run out of stack on a body.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Whether `value` nests objects or arrays more than `limit` levels deep (`{}` and `[]` are one
 * level). Walks with an explicit stack, so a body nested a million levels cannot overflow this
 * check either, and stops at the first container past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node))
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
  }
  return false;
}
