import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PaginationQueryDto } from '../../common/pagination';

/**
 * Small helpers the cruise catalogue services share: partial assignment for PATCH, times of day,
 * and one page of a list.
 */

/** Copies the defined values onto `target`; `undefined` means "not sent", so it changes nothing. */
export function assignDefined<T extends object>(target: T, values: Partial<T>): T {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

/** PostgreSQL `time` values ('08:00:00') leave the API as 'HH:MM'. */
export const timeOfDay = (value: string | null): string | null =>
  value ? value.slice(0, 5) : null;

/** Today's date in UTC, YYYY-MM-DD: "upcoming" means departing today or later. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/**
 * One page of a list query and its total, in two queries run side by side. The joins of the
 * catalogue lists are many-to-one, so a plain COUNT(*) is exact; TypeORM's getManyAndCount would
 * count DISTINCT ids, which sorts every matching row.
 */
export async function pageOf<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  page: PaginationQueryDto,
): Promise<[T[], number]> {
  const [rows, count] = await Promise.all([
    qb.clone().offset(page.skip).limit(page.limit).getMany(),
    qb.clone().orderBy().select('COUNT(*)', 'total').getRawOne<{ total: string }>(),
  ]);
  return [rows, Number(count?.total ?? 0)];
}
