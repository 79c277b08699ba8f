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
