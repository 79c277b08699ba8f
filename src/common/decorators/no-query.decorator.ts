import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { NO_QUERY_EXCEPT, NoQueryGuard } from '../guards/no-query.guard';

/**
 * The route takes no query parameters but `except` (a localized detail's `locale`): an unknown
 * one is a 400 naming it, as on the lists.
 */
export const NoQuery = (...except: string[]): MethodDecorator =>
  applyDecorators(SetMetadata(NO_QUERY_EXCEPT, except), UseGuards(NoQueryGuard));
