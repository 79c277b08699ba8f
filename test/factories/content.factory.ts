import { CategoryItem } from '@/modules/catalogue/content/categories/category-item.entity';
import { Category } from '@/modules/catalogue/content/categories/category.entity';
import { Guide } from '@/modules/catalogue/content/guides/guide.entity';
import type { ItemType } from '@/modules/catalogue/shared/catalogue-items';
import { Video } from '@/modules/catalogue/content/videos/video.entity';
import type { TestApp } from '../support/test-app';
import { uniqueSlug } from './parks.factory';

export async function createGuide(t: TestApp, overrides: Partial<Guide> = {}): Promise<Guide> {
  const repo = t.dataSource.getRepository(Guide);
  return repo.save(
    repo.create({
      title: 'Test Guide',
      slug: uniqueSlug('guide'),
      body: '# Hello',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      ...overrides,
    }),
  );
}

export async function createVideo(t: TestApp, overrides: Partial<Video> = {}): Promise<Video> {
  const repo = t.dataSource.getRepository(Video);
  return repo.save(
    repo.create({
      title: 'Test Video',
      slug: uniqueSlug('video'),
      provider: 'youtube',
      embedId: 'dQw4w9WgXcQ',
      isPublished: true,
      publishedAt: new Date(Date.now() - 60_000),
      ...overrides,
    }),
  );
}

export async function createCategory(
  t: TestApp,
  overrides: Partial<Category> = {},
  items: Array<{ type: ItemType; id: string }> = [],
): Promise<Category> {
  const repo = t.dataSource.getRepository(Category);
  const category = await repo.save(
    repo.create({ name: 'Test Category', slug: uniqueSlug('category'), ...overrides }),
  );
  if (items.length > 0)
    await t.dataSource
      .getRepository(CategoryItem)
      .insert(items.map((i) => ({ categoryId: category.id, itemType: i.type, itemId: i.id })));
  return category;
}
