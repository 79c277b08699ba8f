import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ValidationFailedError } from '../errors';
import { UNKNOWN_FIELD_MESSAGE } from '../validation/validation-pipe';

/** Metadata: the query parameters a NoQuery route still takes. */
export const NO_QUERY_EXCEPT = 'no-query:except';

/**
 * For routes that take no query parameters (a record by slug or id): any parameter is the 400 a
 * list answers for one its query DTO does not declare, naming it. Without this check such a
 * parameter would be ignored on a detail and refused on a list.
 */
@Injectable()
export class NoQueryGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const query = context.switchToHttp().getRequest<Request>().query as object;
    const names = Object.keys(query);
    if (names.length === 0) return true;
    const except = this.reflector.get<string[] | undefined>(NO_QUERY_EXCEPT, context.getHandler());
    const unknown = except ? names.filter((name) => !except.includes(name)) : names;
    if (unknown.length > 0)
      throw new ValidationFailedError(
        unknown.map((field) => ({ field, message: UNKNOWN_FIELD_MESSAGE })),
      );
    return true;
  }
}
