import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const DINING_LOCATION_RESOURCE: CatalogueResource = {
  name: 'dining_location',
  label: 'Dining location',
  path: 'dining',
  table: 'dining_locations',
  translatable: { name: 'name', description: 'description', dress_code: 'dressCode' },
  constraints: {
    what: 'dining location',
    unique: { uq_dining_locations_slug: 'slug' },
    references: {
      fk_dining_locations_theme_park: ['theme_park_id', 'a theme park'],
      fk_dining_locations_resort: ['resort_id', 'a resort'],
      fk_dining_locations_ship: ['ship_id', 'a ship'],
      fk_dining_locations_hero_image: ['hero_image_id', 'an image'],
    },
  },
};
