import { CatalogueResource } from '@/modules/revisions/catalogue-resource';

export const SPECIAL_EVENT_RESOURCE: CatalogueResource = {
  name: 'special_event',
  label: 'Special event',
  path: 'events',
  table: 'special_events',
  translatable: { name: 'name', description: 'description' },
  children: [
    {
      name: 'sessions',
      table: 'special_event_sessions',
      column: 'special_event_id',
      orderBy: 'starts_at, id',
    },
  ],
  constraints: {
    what: 'special event',
    unique: { uq_special_events_slug: 'slug' },
    references: {
      fk_special_events_theme_park: ['theme_park_id', 'a theme park'],
      fk_special_events_hero_image: ['hero_image_id', 'an image'],
    },
  },
};
