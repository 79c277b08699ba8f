import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const CRUISE_LINE_RESOURCE: CatalogueResource = {
  name: 'cruise_line',
  label: 'Cruise line',
  path: 'cruise-lines',
  table: 'cruise_lines',
  translatable: { description: 'description' },
  constraints: {
    what: 'cruise line',
    unique: { uq_cruise_lines_slug: 'slug' },
    references: { fk_cruise_lines_logo_image: ['logo_image_id', 'an image'] },
  },
};
