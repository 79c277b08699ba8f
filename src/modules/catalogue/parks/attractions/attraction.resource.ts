import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const ATTRACTION_RESOURCE: CatalogueResource = {
  name: 'attraction',
  label: 'Attraction',
  path: 'attractions',
  table: 'attractions',
  translatable: { name: 'name', description: 'description' },
  children: [
    {
      name: 'gallery',
      table: 'attraction_gallery_images',
      column: 'attraction_id',
      orderBy: 'position',
    },
  ],
  constraints: {
    what: 'attraction',
    unique: { uq_attractions_slug: 'slug' },
    references: {
      fk_attractions_theme_park: ['theme_park_id', 'a theme park'],
      fk_attractions_hero_image: ['hero_image_id', 'an image'],
      fk_attraction_gallery_images_media_asset: ['gallery_image_ids', 'an image'],
    },
  },
};
