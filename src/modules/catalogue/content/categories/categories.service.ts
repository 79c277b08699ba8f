import { ContentLocales } from '@/common/locale/content-locales';
import { Injectable } from '@nestjs/common';
import { readManager } from '@/common/database/preview-scope';
import {
  CatalogueService,
  insertRow,
  patchRow,
} from '@/modules/catalogue/shared/catalogue-service';
import { CatalogueWriter } from '@/modules/catalogue/shared/catalogue-writer';
import { CATEGORY_RESOURCE } from './category.resource';
import { InjectRepository } from '@nestjs/typeorm';
import { ReadPool } from '@/common/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ChildReader } from '@/common/read';
import { ValidationFailedError } from '@/common/errors';
import {
  CatalogueItems,
  ITEM_TYPE_NAMES,
  itemKey,
  ItemType,
} from '@/modules/catalogue/shared/catalogue-items';
import { ItemRefDto, ItemSummaryDto } from '@/modules/catalogue/shared/item-ref.dto';
import { CategoryItem } from './category-item.entity';
import { Category } from './category.entity';
import { categoryColumns } from './category.columns';
import {
  CategoryDetailResponseDto,
  CategoryItemGroupDto,
  CategoryResponseDto,
} from './dto/category-response.dto';
import { CreateCategoryDto } from './dto/create-category.dto';
import { ListCategoriesQueryDto } from './dto/list-categories-query.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';
import { CATEGORY_ITEM_READ, CATEGORY_READ } from './category.read';

/** How many records of each type the public category answer nests. */
export const ITEMS_PER_GROUP = 50;

@Injectable()
export class CategoriesService extends CatalogueService<
  Category,
  CategoryResponseDto,
  ListCategoriesQueryDto
> {
  private readonly tagged: ChildReader<CategoryItem>;

  constructor(
    @InjectRepository(Category) categories: Repository<Category>,
    private readonly items: CatalogueItems,
    reads: ReadPool,
    private readonly dataSource: DataSource,
    locales: ContentLocales,
    writer: CatalogueWriter,
  ) {
    super(reads, dataSource, locales, categories, writer, CATEGORY_RESOURCE, CATEGORY_READ);
    this.tagged = new ChildReader(dataSource, reads, CATEGORY_ITEM_READ);
  }

  protected async answer(manager: EntityManager, id: string): Promise<CategoryResponseDto> {
    return (await this.responses([await this.get(id, manager)], false, manager))[0];
  }

  async create(input: CreateCategoryDto): Promise<CategoryResponseDto> {
    return this.records.create(async (manager) => {
      await this.assertSlugFree(manager, input.slug);
      await this.checkItems(manager, input.items);
      const id = await insertRow(manager, Category, {
        description: null,
        ...categoryColumns(input),
      });
      if (input.items) await replaceItems(manager, id, input.items);
      return id;
    });
  }

  async update(id: string, changes: UpdateCategoryDto): Promise<CategoryResponseDto> {
    return this.records.update(id, async (manager) => {
      await patchRow(manager, Category, id, categoryColumns(changes), async (_next, before) => {
        await this.assertSlugFree(manager, changes.slug, before.slug);
        await this.checkItems(manager, changes.items);
      });
      if (changes.items) await replaceItems(manager, id, changes.items);
    });
  }

  toPublicResponses(categories: Category[]): Promise<CategoryResponseDto[]> {
    return this.responses(categories, true);
  }

  /** The studio's answers. */
  toResponses(categories: Category[]): Promise<CategoryResponseDto[]> {
    return this.responses(categories, false);
  }

  /** Public answers carry no items; studio answers list every tagged record. */
  private async responses(
    categories: Category[],
    publicView: boolean,
    manager?: EntityManager,
  ): Promise<CategoryResponseDto[]> {
    if (publicView || categories.length === 0)
      return categories.map((c) => CategoryResponseDto.from(c));
    const tagged = await this.tagged.byParent(
      categories.map((c) => c.id),
      manager,
    );
    const resolved = await this.items.resolve(
      [...tagged.values()].flat().map((r) => ({ type: r.itemType as ItemType, id: r.itemId })),
      false,
      manager,
    );
    return categories.map((c) =>
      CategoryResponseDto.from(
        c,
        (tagged.get(c.id) ?? [])
          .map((r) => resolved.get(itemKey({ type: r.itemType, id: r.itemId })))
          .filter((s): s is ItemSummaryDto => s !== undefined),
      ),
    );
  }

  /** The public category page: its visible records grouped by type, at most 50 each. */
  async detail(category: Category): Promise<CategoryDetailResponseDto> {
    const present: Array<{ item_type: string }> = await readManager(this.dataSource).query(
      'SELECT DISTINCT item_type FROM category_items WHERE category_id = $1',
      [category.id],
    );
    const types = ITEM_TYPE_NAMES.filter((type) => present.some((p) => p.item_type === type));
    const groups: CategoryItemGroupDto[] = [];
    for (const type of types) {
      const { total, items } = await this.items.taggedWith(category.id, type, ITEMS_PER_GROUP);
      if (total > 0) groups.push({ type, total, items });
    }
    return { ...CategoryResponseDto.from(category), groups };
  }

  /** The records `items` names exist, read on the write's transaction. */
  private async checkItems(manager: EntityManager, items: ItemRefDto[] | undefined): Promise<void> {
    if (!items) return;
    const missing = await this.items.missing(items, manager);
    if (missing.length > 0)
      throw ValidationFailedError.field(
        'items',
        `refers to records that do not exist: ${missing.map((r) => `${r.type} ${r.id}`).join(', ')}`,
      );
  }
}

/** Replaces the records the category tags, on the write's transaction. */
async function replaceItems(
  manager: EntityManager,
  categoryId: string,
  items: ItemRefDto[],
): Promise<void> {
  await manager.delete(CategoryItem, { categoryId });
  const unique = new Map(items.map((i) => [itemKey(i), i]));
  if (unique.size > 0)
    await manager.insert(
      CategoryItem,
      [...unique.values()].map((i) => ({ categoryId, itemType: i.type, itemId: i.id })),
    );
}
