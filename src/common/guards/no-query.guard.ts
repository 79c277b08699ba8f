import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ValidationFailedError } from '../errors';
import { UNKNOWN_FIELD_MESSAGE } from '../validation/validation-pipe';

/**
 * For routes that take no query parameters (a record by slug or id): any parameter is the 400 a
 * list answers for one its query DTO does not declare, naming it. Without this check such a
 * parameter would be ignored on a detail and refused on a list.
 */
@Injectable()
export class NoQueryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const query = context.switchToHttp().getRequest<Request>().query as object;
    const names = Object.keys(query);
    if (names.length > 0)
      throw new ValidationFailedError(
        names.map((field) => ({ field, message: UNKNOWN_FIELD_MESSAGE })),
      );
    return true;
  }
}
