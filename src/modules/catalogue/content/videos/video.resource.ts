import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const VIDEO_RESOURCE: CatalogueResource = {
  name: 'video',
  label: 'Video',
  path: 'videos',
  table: 'videos',
  translatable: { title: 'title', description: 'description' },
  children: [
    {
      name: 'categories',
      table: 'category_items',
      column: 'item_id',
      match: { item_type: 'video' },
      orderBy: 'category_id',
    },
  ],
  constraints: {
    what: 'video',
    unique: { uq_videos_slug: 'slug' },
    references: {
      fk_category_items_category: ['category_ids', 'a category'],
      fk_videos_thumbnail_image: ['thumbnail_image_id', 'an image'],
    },
  },
};
