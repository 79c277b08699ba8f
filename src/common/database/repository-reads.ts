import { FindOptionsOrder, FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import { NotFoundError } from '../errors';

/**
 * One page of a list, and how many rows match in all: the rows of `repository` matching `where`,
 * in `order` (which ends with a unique column, so that pages neither overlap nor skip a row).
 */
export function findPage<T extends ObjectLiteral>(
  repository: Repository<T>,
  page: { skip: number; limit: number },
  where: FindOptionsWhere<T>,
  order: FindOptionsOrder<T>,
): Promise<[T[], number]> {
  return repository.findAndCount({ where, order, skip: page.skip, take: page.limit });
}

/** The row with this id, or a 404 naming `what` and the id. */
export async function findByIdOr404<T extends ObjectLiteral & { id: string }>(
  repository: Repository<T>,
  what: string,
  id: string,
): Promise<T> {
  const row = await repository.findOneBy({ id } as FindOptionsWhere<T>);
  if (!row) throw new NotFoundError(what, id);
  return row;
}
