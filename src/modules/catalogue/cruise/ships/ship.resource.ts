import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const SHIP_RESOURCE: CatalogueResource = {
  name: 'ship',
  label: 'Ship',
  path: 'ships',
  table: 'ships',
  translatable: { description: 'description' },
  children: [
    { name: 'dry_docks', table: 'dry_docks', column: 'ship_id', orderBy: 'start_date, id' },
    { name: 'gallery', table: 'ship_gallery_images', column: 'ship_id', orderBy: 'position' },
  ],
  constraints: {
    what: 'ship',
    unique: { uq_ships_slug: 'slug', uq_ships_imo_number: 'IMO number' },
    references: {
      fk_ships_cruise_line: ['cruise_line_id', 'a cruise line'],
      fk_ships_hero_image: ['hero_image_id', 'an image'],
      fk_ship_gallery_images_media_asset: ['gallery_image_ids', 'an image'],
    },
  },
};

/** Dry docks are kept with their ship: their writes store a revision of the ship. */
export const DRY_DOCK_RESOURCE: CatalogueResource = {
  name: 'dry_dock',
  label: 'Dry-dock record',
  table: 'dry_docks',
  constraints: {
    what: 'dry-dock record',
    references: { fk_dry_docks_ship: ['id', 'a ship'] },
  },
  revisionsOf: { resource: SHIP_RESOURCE, column: 'ship_id' },
};
