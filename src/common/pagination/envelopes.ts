import { PaginationQueryDto } from './pagination-query.dto';

export interface DataEnvelope<T> {
  data: T;
}

export interface Paginated<T> {
  data: T[];
  total: number;
  skip: number;
  limit: number;
}

export const envelope = <T>(data: T): DataEnvelope<T> => ({ data });

export function paginated<T>(data: T[], total: number, page: PaginationQueryDto): Paginated<T> {
  return { data, total, skip: page.skip, limit: page.limit };
}
