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

/** The page answer for a `[records, total]` list, each record mapped to its answer. */
export function pageOf<R, T>(
  [records, total]: [R[], number],
  page: PaginationQueryDto,
  map: (record: R) => T,
): Paginated<T> {
  return paginated(
    records.map((record) => map(record)),
    total,
    page,
  );
}
