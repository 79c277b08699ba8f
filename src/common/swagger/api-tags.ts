/** A group of operations in Swagger UI, with the one line shown beside its name. */
export interface ApiTagDefinition {
  name: string;
  description: string;
}

const tag = (name: string, description: string): ApiTagDefinition => ({ name, description });

/** What a public client calls, without credentials or with an API key (`/api/...`). */
const PUBLIC_TAGS: readonly ApiTagDefinition[] = [
  tag('catalogue: cruise lines', 'Cruise lines.'),
  tag('catalogue: ships', 'Ships of the cruise lines, with their dry-dock periods.'),
  tag('catalogue: ports', 'Ports of call and the shore excursions from each.'),
  tag(
    'catalogue: itineraries',
    'Cruise itineraries with their embarkation, disembarkation and ordered stops.',
  ),
  tag('catalogue: sailings', 'Upcoming sailings: an itinerary on a ship from a departure date.'),
  tag(
    'catalogue: excursions',
    'Shore excursions from ports and land excursions to parks and attractions.',
  ),
  tag('catalogue: theme parks', 'Theme parks.'),
  tag('catalogue: resorts', 'Resorts of park destinations.'),
  tag('catalogue: attractions', 'Attractions of the parks: heights, thrill level, accessibility.'),
  tag('catalogue: special events', 'Current and upcoming special events.'),
  tag('catalogue: dining', 'Dining locations of parks, ships and resorts.'),
  tag('catalogue: guides', 'Published travel guides.'),
  tag('catalogue: videos', 'Published videos.'),
  tag('catalogue: categories', 'Content categories and the published items in each.'),
  tag('search', 'Full-text search across all public content.'),
  tag('live data', 'Live wait times and schedules of parks and attractions, never cached.'),
  tag('leads', 'Trip enquiries sent from the public site.'),
];

/** What the studio front end calls with a studio user's bearer token (`/studio/...`). */
const STUDIO_TAGS: readonly ApiTagDefinition[] = [
  tag('studio: auth', 'Studio sign-in: log in, refresh, log out, current user, change password.'),
  tag('studio: users', 'Studio user accounts and roles (admins only).'),
  tag('studio: cruise lines', 'Create, edit and delete cruise lines.'),
  tag('studio: ships', 'Create, edit and delete ships.'),
  tag('studio: ports', 'Create, edit and delete ports.'),
  tag('studio: itineraries', 'Create, edit and delete itineraries and their ports of call.'),
  tag('studio: sailings', 'Create, edit and delete sailings.'),
  tag('studio: excursions', 'Create, edit and delete excursions.'),
  tag('studio: theme parks', 'Create, edit and delete theme parks.'),
  tag('studio: resorts', 'Create, edit and delete resorts.'),
  tag('studio: attractions', 'Create, edit and delete attractions.'),
  tag('studio: special events', 'Create, edit and delete special events.'),
  tag('studio: dining', 'Create, edit and delete dining locations.'),
  tag('studio: guides', 'Write, publish and delete guides.'),
  tag('studio: videos', 'Add, publish and delete videos.'),
  tag('studio: categories', 'Create, edit and delete categories.'),
  tag('studio: revisions', 'The history of every catalogue record, and restoring a revision.'),
  tag(
    'studio: translations',
    'Translations of catalogue records per content locale, and which records miss which.',
  ),
  tag(
    'studio: drafts',
    'Staged changes and new records of the catalogue: compare, preview, publish, discard.',
  ),
  tag(
    'studio: scheduled publishing',
    'Publish and unpublish records, and publish drafts, at a set time.',
  ),
  tag('studio: media', 'Image uploads, stored as WebP.'),
  tag('studio: api clients', 'API keys of the frontends and partners (admins only).'),
  tag('studio: analytics', 'Request counts, error rates and response times of the API.'),
  tag('studio: leads', 'Trip enquiries received, newest first.'),
  tag('studio: logs', 'The audit log of studio writes and the raw API request log (admins only).'),
  tag('studio: vault', 'Encrypted third-party secrets (admins only); values never shown.'),
  tag('studio: upstream', 'Look-ups in the live-data source: known parks and entity ids.'),
  tag(
    'studio: webhooks',
    'Signed notifications of catalogue changes to other systems (admins only).',
  ),
];

/** What load balancers and orchestrators call. */
const OPERATIONS_TAGS: readonly ApiTagDefinition[] = [
  tag('health', 'Liveness and readiness probes.'),
];

/**
 * Every tag of the document, in the order Swagger UI shows them: what a public client calls
 * first (catalogue, search, live data, leads), then the studio (sign-in, users, the catalogue's
 * editing, media, API clients, analytics and leads, logs, vault, upstream look-ups, webhooks),
 * health last. A controller's `@ApiTags` must name one of these (test/openapi.e2e-spec.ts).
 */
export const API_TAGS: readonly ApiTagDefinition[] = [
  ...PUBLIC_TAGS,
  ...STUDIO_TAGS,
  ...OPERATIONS_TAGS,
];

/**
 * The same tags in three groups, the document's `x-tagGroups` (Redoc and Redocly show them as
 * sections; a front end generating a client can split it the same way): the public API, the
 * studio, and the probes.
 */
export const API_TAG_GROUPS: readonly { name: string; tags: readonly ApiTagDefinition[] }[] = [
  { name: 'Public API', tags: PUBLIC_TAGS },
  { name: 'Studio', tags: STUDIO_TAGS },
  { name: 'Operations', tags: OPERATIONS_TAGS },
];
