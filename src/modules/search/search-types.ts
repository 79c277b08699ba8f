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

export const publicPathOf = (type: SearchType, slug: string): string =>
  PUBLIC_PATHS[type].replace('{slug}', encodeURIComponent(slug));
