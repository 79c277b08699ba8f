import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const PORT_RESOURCE: CatalogueResource = {
  name: 'port',
  label: 'Port',
  path: 'ports',
  table: 'ports',
  constraints: {
    what: 'port',
    unique: { uq_ports_slug: 'slug' },
    references: { fk_ports_hero_image: ['hero_image_id', 'an image'] },
  },
};
