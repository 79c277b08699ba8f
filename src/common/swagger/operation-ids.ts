import type { OpenAPIObject } from '@nestjs/swagger';
import { operationsOf } from './document-transforms';

/**
 * The words an operationId may start with. Generated clients name their functions after the ids
 * (`listShips()`, `createShip()`), so every id is a verb and what it acts on, in camelCase, set by
 * hand in the handler's `@ApiOperation` or route helper (CONTRIBUTING.md, "Adding an endpoint").
 * A new kind of action adds its verb here.
 */
export const OPERATION_VERBS = [
  'add',
  'change',
  'check',
  'complete',
  'confirm',
  'create',
  'delete',
  'disable',
  'get',
  'list',
  'login',
  'logout',
  'publish',
  'redeliver',
  'refresh',
  'regenerate',
  'remove',
  'restore',
  'revoke',
  'rotate',
  'search',
  'submit',
  'test',
  'update',
  'upload',
] as const;

const OPERATION_ID = new RegExp(`^(?:${OPERATION_VERBS.join('|')})(?:[A-Z][a-z0-9]*)*$`);

/** What is wrong with the operationIds of a document, one line each; none when every id is fine. */
export function operationIdProblems(document: OpenAPIObject): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { path, method, operation } of operationsOf(document)) {
    const route = `${method.toUpperCase()} ${path}`;
    const id = operation.operationId;
    if (!id) {
      problems.push(`${route} has no operationId`);
      continue;
    }
    if (id.includes('Controller') || id.includes('_'))
      problems.push(
        `${route} has Nest's default operationId ${id}: give its @ApiOperation an operationId`,
      );
    else if (!OPERATION_ID.test(id))
      problems.push(
        `${route}: operationId ${id} is not a verb (${OPERATION_VERBS.join(', ')}) followed by camelCase words`,
      );
    const other = seen.get(id);
    if (other) problems.push(`${route}: operationId ${id} is already the id of ${other}`);
    else seen.set(id, route);
  }
  return problems;
}

/** Refuses a document with a missing, default, malformed or repeated operationId. */
export function assertOperationIds(document: OpenAPIObject): void {
  const problems = operationIdProblems(document);
  if (problems.length > 0)
    throw new Error(`The OpenAPI document's operationIds:\n  ${problems.join('\n  ')}`);
}
