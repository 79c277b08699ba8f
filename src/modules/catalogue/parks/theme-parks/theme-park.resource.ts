import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const THEME_PARK_RESOURCE: CatalogueResource = {
  name: 'theme_park',
  label: 'Theme park',
  path: 'theme-parks',
  table: 'theme_parks',
  translatable: { description: 'description' },
  children: [
    {
      name: 'gallery',
      table: 'theme_park_gallery_images',
      column: 'theme_park_id',
      orderBy: 'position',
    },
  ],
  constraints: {
    what: 'theme park',
    unique: { uq_theme_parks_slug: 'slug' },
    references: {
      fk_theme_parks_hero_image: ['hero_image_id', 'an image'],
      fk_theme_park_gallery_images_media_asset: ['gallery_image_ids', 'an image'],
    },
  },
};
