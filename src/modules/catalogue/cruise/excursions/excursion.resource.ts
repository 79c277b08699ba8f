import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const EXCURSION_RESOURCE: CatalogueResource = {
  name: 'excursion',
  label: 'Excursion',
  path: 'excursions',
  table: 'excursions',
  translatable: { name: 'name', description: 'description' },
  constraints: {
    what: 'excursion',
    unique: { uq_excursions_slug: 'slug' },
    references: {
      fk_excursions_port: ['port_id', 'a port'],
      fk_excursions_theme_park: ['theme_park_id', 'a theme park'],
      fk_excursions_attraction: ['attraction_id', 'an attraction'],
    },
  },
};
