import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const RESORT_RESOURCE: CatalogueResource = {
  name: 'resort',
  label: 'Resort',
  path: 'resorts',
  table: 'resorts',
  translatable: { description: 'description' },
  children: [
    { name: 'gallery', table: 'resort_gallery_images', column: 'resort_id', orderBy: 'position' },
  ],
  constraints: {
    what: 'resort',
    unique: { uq_resorts_slug: 'slug' },
    references: {
      fk_resorts_theme_park: ['theme_park_id', 'a theme park'],
      fk_resorts_hero_image: ['hero_image_id', 'an image'],
      fk_resort_gallery_images_media_asset: ['gallery_image_ids', 'an image'],
    },
  },
};
