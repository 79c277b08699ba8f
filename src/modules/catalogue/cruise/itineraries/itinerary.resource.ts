import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const ITINERARY_RESOURCE: CatalogueResource = {
  name: 'itinerary',
  label: 'Itinerary',
  path: 'itineraries',
  table: 'itineraries',
  translatable: { name: 'name', description: 'description' },
  children: [
    {
      name: 'stops',
      table: 'itinerary_stops',
      column: 'itinerary_id',
      orderBy: 'day_number, position, id',
    },
  ],
  constraints: {
    what: 'itinerary',
    unique: { uq_itineraries_slug: 'slug' },
    references: {
      fk_itineraries_cruise_line: ['cruise_line_id', 'a cruise line'],
      fk_itineraries_embarkation_port: ['embarkation_port_id', 'a port'],
      fk_itineraries_disembarkation_port: ['disembarkation_port_id', 'a port'],
      fk_itinerary_stops_port: ['stops', 'a port'],
    },
  },
};
