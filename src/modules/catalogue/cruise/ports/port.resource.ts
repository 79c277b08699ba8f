import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const PORT_RESOURCE: CatalogueResource = {
  name: 'port',
  label: 'Port',
  path: 'ports',
  table: 'ports',
  translatable: { description: 'description' },
  children: [
    { name: 'gallery', table: 'port_gallery_images', column: 'port_id', orderBy: 'position' },
  ],
  constraints: {
    what: 'port',
    unique: { uq_ports_slug: 'slug' },
    references: {
      fk_ports_hero_image: ['hero_image_id', 'an image'],
      fk_port_gallery_images_media_asset: ['gallery_image_ids', 'an image'],
    },
  },
};
