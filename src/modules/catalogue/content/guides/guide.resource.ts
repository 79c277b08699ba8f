import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const GUIDE_RESOURCE: CatalogueResource = {
  name: 'guide',
  label: 'Guide',
  path: 'guides',
  table: 'guides',
  translatable: { title: 'title', summary: 'summary', body: 'body' },
  children: [
    {
      name: 'categories',
      table: 'category_items',
      column: 'item_id',
      match: { item_type: 'guide' },
      orderBy: 'category_id',
    },
    { name: 'related', table: 'guide_related_items', column: 'guide_id', orderBy: 'position, id' },
  ],
  constraints: {
    what: 'guide',
    unique: { uq_guides_slug: 'slug' },
    references: {
      fk_category_items_category: ['category_ids', 'a category'],
      fk_guides_hero_image: ['hero_image_id', 'an image'],
    },
  },
};
