import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const CATEGORY_RESOURCE: CatalogueResource = {
  name: 'category',
  label: 'Category',
  path: 'categories',
  table: 'categories',
  translatable: { name: 'name', description: 'description' },
  children: [
    {
      name: 'items',
      table: 'category_items',
      column: 'category_id',
      orderBy: 'item_type, item_id',
    },
  ],
  constraints: { what: 'category', unique: { uq_categories_slug: 'slug' } },
};
