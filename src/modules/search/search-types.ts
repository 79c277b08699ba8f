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

/** Where each type keeps its main image (the media asset a result shows); null: it has none. */
export const MAIN_IMAGES: Record<SearchType, { table: string; column: string } | null> = {
  cruise_line: { table: 'cruise_lines', column: 'logo_image_id' },
  ship: { table: 'ships', column: 'hero_image_id' },
  port: { table: 'ports', column: 'hero_image_id' },
  itinerary: null,
  excursion: null,
  theme_park: { table: 'theme_parks', column: 'hero_image_id' },
  resort: { table: 'resorts', column: 'hero_image_id' },
  attraction: { table: 'attractions', column: 'hero_image_id' },
  special_event: { table: 'special_events', column: 'hero_image_id' },
  dining_location: { table: 'dining_locations', column: 'hero_image_id' },
  guide: { table: 'guides', column: 'hero_image_id' },
  video: { table: 'videos', column: 'thumbnail_image_id' },
  category: null,
};

export const publicPathOf = (type: SearchType, slug: string): string =>
  PUBLIC_PATHS[type].replace('{slug}', encodeURIComponent(slug));
