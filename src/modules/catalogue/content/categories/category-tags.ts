import { DataSource, EntityManager, In } from 'typeorm';
import type { ReadPool } from '@/common/database';
import { ChildReader } from '@/common/read';
import { ValidationFailedError } from '@/common/errors';
import { CategoryItem } from '../categories/category-item.entity';
import { Category } from '../categories/category.entity';
import { ItemType } from '@/modules/catalogue/shared/catalogue-items';

/**
 * A read-model filter (`?category=<slug>`): the record, `alias` in the read model's query and of
 * type `itemType`, is tagged with the category whose slug is the parameter.
 */
export const taggedWithCategory = (itemType: ItemType, alias: string): string =>
  `EXISTS (SELECT 1 FROM category_items ci JOIN categories c ON c.id = ci.category_id
      WHERE ci.item_type = '${itemType}' AND ci.item_id = ${alias}.id AND c.slug = $)`;

export interface CategorySummary {
  id: string;
  slug: string;
  name: string;
}

/** Checks that every category id exists; 400 naming `field` otherwise. */
export async function assertCategories(
  manager: EntityManager,
  ids: string[],
  field = 'category_ids',
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  // Locked (FOR KEY SHARE) until the write ends: a category cannot go between this check and
  // the tags written.
  const found = await manager.find(Category, {
    select: { id: true },
    where: { id: In(unique) },
    order: { id: 'ASC' },
    lock: { mode: 'for_key_share' },
  });
  if (found.length !== unique.length)
    throw ValidationFailedError.field(field, 'refers to a category that does not exist');
}

/** Replaces the categories a record is tagged with. */
export async function replaceTags(
  manager: EntityManager,
  itemType: ItemType,
  itemId: string,
  categoryIds: string[],
): Promise<void> {
  await manager.delete(CategoryItem, { itemType, itemId });
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0)
    await manager.insert(
      CategoryItem,
      unique.map((categoryId) => ({ categoryId, itemType, itemId })),
    );
}

/**
 * The categories records of one type are tagged with, by record id, ordered by name: one read
 * model on the shared read path (`ChildReader`), for public reads and studio answers alike.
 */
export class CategoryTags {
  private readonly reader: ChildReader<CategoryItem>;

  constructor(dataSource: DataSource, reads: ReadPool, itemType: ItemType) {
    this.reader = new ChildReader(dataSource, reads, {
      entity: CategoryItem,
      alias: 'ci',
      parent: 'itemId',
      where: `ci.item_type = '${itemType}'`,
      joins: [{ alias: 'c', relation: 'category', select: ['id', 'slug', 'name'] }],
      order: 'c.name, c.id',
    });
  }

  /** Given a transaction's manager, read on that transaction (a studio write's answer). */
  async of(itemIds: string[], manager?: EntityManager): Promise<Map<string, CategorySummary[]>> {
    const result = new Map<string, CategorySummary[]>();
    for (const [itemId, rows] of await this.reader.byParent(itemIds, manager))
      result.set(
        itemId,
        rows.map(({ category }) => ({
          id: category!.id,
          slug: category!.slug,
          name: category!.name,
        })),
      );
    return result;
  }
}
