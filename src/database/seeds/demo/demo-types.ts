/**
 * The shapes of the demo catalogue. Records refer to each other by slug; the loader resolves the
 * slugs to ids. Field names are the database columns (snake_case), so the loader writes them as is.
 */

export interface DemoCruiseLine {
  name: string;
  slug: string;
  description: string;
  logo_url?: string;
  website_url: string;
  headquarters: string;
  founded_year: number;
}

export interface DemoShip {
  name: string;
  slug: string;
  cruise_line: string;
  ship_class: string;
  year_built: number;
  year_refurbished?: number;
  passenger_capacity: number;
  max_capacity: number;
  crew_count: number;
  gross_tonnage: number;
  num_decks: number;
  num_cabins: number;
  ship_length_meters: string;
  beam_meters: string;
  cruising_speed_knots: string;
  imo_number: string;
  flag_state: string;
  has_casino: boolean;
  has_water_park: boolean;
  has_spa: boolean;
  has_kids_club: boolean;
  has_adults_only_area: boolean;
  has_fitness_center: boolean;
  has_theater: boolean;
  has_rock_climbing: boolean;
  has_surf_simulator: boolean;
  has_mini_golf: boolean;
  num_pools: number;
  num_restaurants: number;
  num_bars: number;
  description: string;
  dry_docks?: Array<{ start_date: string; end_date: string; shipyard: string; notes?: string }>;
}

export type PortType = 'homeport' | 'port_of_call' | 'private_island';

export interface DemoPort {
  name: string;
  slug: string;
  country: string;
  city: string;
  state_province?: string;
  region: string;
  latitude: string;
  longitude: string;
  timezone: string;
  port_type: PortType;
  description: string;
}

/** One stop; `port` null is a day at sea. Times are local, HH:MM. */
export interface DemoStop {
  day: number;
  port: string | null;
  arrival?: string;
  departure?: string;
  notes?: string;
}

export interface DemoItinerary {
  name: string;
  slug: string;
  cruise_line: string;
  cruise_region: string;
  nights: number;
  description: string;
  stops: DemoStop[];
  /** Ships sailing it; sailings are generated from today on, every `every_days` days. */
  ships: string[];
  first_departure_in_days: number;
  every_days: number;
  departures: number;
  price_from: string;
}

export interface DemoExcursion {
  name: string;
  slug: string;
  excursion_type: 'shore' | 'land';
  port?: string;
  theme_park?: string;
  attraction?: string;
  duration_minutes: number;
  price_from: string;
  description: string;
}

export interface DemoThemePark {
  name: string;
  slug: string;
  parent_company: string;
  destination: string;
  upstream_entity_id: string;
  city: string;
  state_province: string;
  country: string;
  latitude: string;
  longitude: string;
  timezone: string;
  opening_year: number;
  website_url: string;
  admission_price_from: string;
  currency: string;
  annual_visitors: number;
  description: string;
}

export interface DemoResort {
  name: string;
  slug: string;
  theme_park: string;
  description: string;
  amenities: string[];
  price_tier: string;
  nightly_price_from: string;
  currency: string;
  latitude: string;
  longitude: string;
}

export type ThrillLevel = 'mild' | 'moderate' | 'thrill' | 'extreme';

export interface DemoAttraction {
  name: string;
  slug: string;
  /** The attraction's entity in the live-data source (the local simulator knows every one). */
  upstream_entity_id: string;
  theme_park: string;
  thrill_level: ThrillLevel;
  ride_type: string;
  min_height_cm?: number;
  duration_minutes: number;
  accessibility: Record<string, unknown>;
  description: string;
}

/** A schedule entry in the park's local time: date offset from the event start, HH:MM. */
export interface DemoSession {
  day: number;
  starts: string;
  ends?: string;
  label: string;
}

export interface DemoEvent {
  name: string;
  slug: string;
  theme_park: string;
  /** Month and day of the yearly start and end (MM-DD); the loader picks the next occurrence. */
  starts: string;
  ends: string;
  ticket_price?: string;
  currency: string;
  description: string;
  sessions: DemoSession[];
}

export interface DemoHours {
  open: string;
  close: string;
}

export interface DemoDining {
  name: string;
  slug: string;
  venue_type: string;
  cuisine_type: string;
  dress_code?: string;
  price_range: string;
  hours: DemoHours | null;
  reservation_required: boolean;
  theme_park?: string;
  ship?: string;
  resort?: string;
  description: string;
}

export interface DemoGuide {
  title: string;
  slug: string;
  summary: string;
  author: string;
  /** Days before today it was published. */
  published_days_ago: number;
  body: string;
  categories: string[];
  /** Catalogue records the guide is about, as `type:slug`. */
  related?: string[];
}

export interface DemoVideo {
  title: string;
  slug: string;
  provider: 'youtube' | 'vimeo';
  embed_id: string;
  duration_seconds: number;
  description: string;
  published_days_ago: number;
  categories: string[];
}

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  /** Catalogue records tagged with it, as `type:slug` (e.g. `theme_park:epcot`). */
  items: string[];
}

/** The tables of the demo catalogue whose records carry translations. */
export type DemoTranslatedTable =
  | 'cruise_lines'
  | 'ships'
  | 'ports'
  | 'itineraries'
  | 'excursions'
  | 'theme_parks'
  | 'attractions'
  | 'resorts'
  | 'dining_locations'
  | 'special_events'
  | 'guides'
  | 'videos'
  | 'categories';

/**
 * Translations of demo records: by table, by record slug, by locale, the text of each
 * translatable field by its API name (the shape of the `translations` column).
 */
export type DemoTranslations = Record<
  DemoTranslatedTable,
  Record<string, Record<string, Record<string, string>>>
>;
