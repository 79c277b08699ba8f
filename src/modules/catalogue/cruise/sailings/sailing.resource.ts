import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const SAILING_RESOURCE: CatalogueResource = {
  name: 'sailing',
  label: 'Sailing',
  path: 'sailings',
  table: 'sailings',
  constraints: {
    what: 'sailing',
    references: {
      fk_sailings_ship: ['ship_id', 'a ship'],
      fk_sailings_itinerary: ['itinerary_id', 'an itinerary'],
    },
  },
};
