import { IMAGE_REFERENCES } from '@/modules/media/media-usage';
/** The public content types search covers, as answered in `type` and accepted by `types`. */
export const SEARCH_TYPES = [
  'cruise_line',
  'ship',
  'port',
  'itinerary',
  'excursion',
  'theme_park',
  'resort',
  'attraction',
  'special_event',
  'dining_location',
  'guide',
  'video',
  'category',
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];

export const MAX_QUERY_LENGTH = 200;

/** Where each type's public detail route lives; `{slug}` is the record's slug. */
export const PUBLIC_PATHS: Record<SearchType, string> = {
  cruise_line: '/api/v1/cruise-lines/{slug}',
  ship: '/api/v1/ships/{slug}',
  port: '/api/v1/ports/{slug}',
  itinerary: '/api/v1/itineraries/{slug}',
  excursion: '/api/excursions/{slug}',
  theme_park: '/api/v1/theme-parks/{slug}',
  resort: '/api/v1/resorts/{slug}',
  attraction: '/api/v1/attractions/{slug}',
  special_event: '/api/v1/events/{slug}',
  dining_location: '/api/v1/dining/{slug}',
  guide: '/api/guides/{slug}',
  video: '/api/videos/{slug}',
  category: '/api/categories/{slug}',
};

/** Each type's table; its main image column is the one IMAGE_REFERENCES names for it. */
const TABLES: Record<SearchType, string> = {
  cruise_line: 'cruise_lines',
  ship: 'ships',
  port: 'ports',
  itinerary: 'itineraries',
  excursion: 'excursions',
  theme_park: 'theme_parks',
  resort: 'resorts',
  attraction: 'attractions',
  special_event: 'special_events',
  dining_location: 'dining_locations',
  guide: 'guides',
  video: 'videos',
  category: 'categories',
};

/** Where each type keeps its main image (the media asset a result shows), for types with one. */
export const MAIN_IMAGES = SEARCH_TYPES.flatMap((type) => {
  const image = IMAGE_REFERENCES.find((ref) => ref.table === TABLES[type] && !ref.slugFrom);
  return image ? [{ type, table: image.table, column: image.column }] : [];
});

export const publicPathOf = (type: SearchType, slug: string): string =>
  PUBLIC_PATHS[type].replace('{slug}', encodeURIComponent(slug));
