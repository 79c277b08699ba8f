import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const THEME_PARK_RESOURCE: CatalogueResource = {
  name: 'theme_park',
  label: 'Theme park',
  path: 'theme-parks',
  table: 'theme_parks',
  constraints: { what: 'theme park', unique: { uq_theme_parks_slug: 'slug' } },
};
