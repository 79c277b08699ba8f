import { IntQuery } from '../validation';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/**
 * `skip`/`limit` for every list (docs/behaviour.md#lists); extend it to add a resource's filters.
 */
export class PaginationQueryDto {
  @IntQuery({ min: 0, default: 0, description: 'Number of records to skip.' })
  skip: number = 0;

  @IntQuery({ min: 1, max: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'Page size (1-100).' })
  limit: number = DEFAULT_LIMIT;
}
