/**
 * The built-in map from park slug to upstream entity id (docs/behaviour.md#live-data), used when a
 * park record has no valid upstream_entity_id of its own. Ids from a captured /destinations answer
 * of the real API (../shared/upstream/themeparks-v1.md); the ids are stable even when a park is
 * renamed.
 */
export interface KnownPark {
  slug: string;
  name: string;
  entityId: string;
  destination: { id: string; name: string };
  timezone: string;
}

const WDW = { id: 'e957da41-3552-4cf6-b636-5babc5cbc4e5', name: 'Walt Disney World Resort' };
const DLR = { id: 'bfc89fd6-314d-44b4-b89e-df1a89cf991e', name: 'Disneyland Resort' };
const UOR = { id: '89db5d43-c434-4097-b71f-f6869f495a22', name: 'Universal Orlando Resort' };
const USH = { id: '9fc68f1c-3f5e-4f09-89f2-aab2cf1a0741', name: 'Universal Studios' };
const SWO = { id: '643e837e-b244-4663-8d3a-148c26ecba9c', name: 'SeaWorld Orlando' };
const DLP = { id: 'e8d0207f-da8a-4048-bec8-117aa946b2c2', name: 'Disneyland Paris' };
const TDR = { id: 'faff60df-c766-4470-8adb-dee78e813f42', name: 'Tokyo Disney Resort' };

const ORLANDO = 'America/New_York';
const CALIFORNIA = 'America/Los_Angeles';

export const KNOWN_PARKS: readonly KnownPark[] = Object.freeze([
  park('magic-kingdom', 'Magic Kingdom Park', '75ea578a-adc8-4116-a54d-dccb60765ef9', WDW, ORLANDO),
  park('epcot', 'EPCOT', '47f90d2c-e191-4239-a466-5892ef59a88b', WDW, ORLANDO),
  park(
    'hollywood-studios',
    "Disney's Hollywood Studios",
    '288747d1-8b4f-4a64-867e-ea7c9b27bad8',
    WDW,
    ORLANDO,
  ),
  park(
    'animal-kingdom',
    "Disney's Animal Kingdom",
    '1c84a229-8862-4648-9c71-378ddd2c7693',
    WDW,
    ORLANDO,
  ),
  park('disneyland', 'Disneyland Park', '7340550b-c14d-4def-80bb-acdb51d49a66', DLR, CALIFORNIA),
  park(
    'disney-california-adventure',
    'Disney California Adventure',
    '832fcd51-ea19-4e77-85c7-75d5843b127c',
    DLR,
    CALIFORNIA,
  ),
  park(
    'universal-studios-florida',
    'Universal Studios Florida',
    'eb3f4560-2383-4a36-9152-6b3e5ed6bc57',
    UOR,
    ORLANDO,
  ),
  park(
    'islands-of-adventure',
    "Universal's Islands of Adventure",
    '267615cc-8943-4c2a-ae2c-5da728ca591f',
    UOR,
    ORLANDO,
  ),
  park(
    'epic-universe',
    'Universal Epic Universe',
    '12dbb85b-265f-44e6-bccf-f1faa17211fc',
    UOR,
    ORLANDO,
  ),
  park(
    'universal-studios-hollywood',
    'Universal Studios Hollywood',
    'bc4005c5-8c7e-41d7-b349-cdddf1796427',
    USH,
    CALIFORNIA,
  ),
  park(
    'seaworld-orlando',
    'SeaWorld Orlando',
    '27d64dee-d85e-48dc-ad6d-8077445cd946',
    SWO,
    ORLANDO,
  ),
  park(
    'disneyland-paris',
    'Disneyland Park (Paris)',
    'dae968d5-630d-4719-8b06-3d107e944401',
    DLP,
    'Europe/Paris',
  ),
  park(
    'disney-adventure-world',
    'Disney Adventure World',
    'ca888437-ebb4-4d50-aed2-d227f7096968',
    DLP,
    'Europe/Paris',
  ),
  park(
    'tokyo-disneyland',
    'Tokyo Disneyland',
    '3cc919f1-d16d-43e0-8c3f-1dd269bd1a42',
    TDR,
    'Asia/Tokyo',
  ),
  park(
    'tokyo-disneysea',
    'Tokyo DisneySea',
    '67b290d5-3478-4f23-b601-2f8fb71ba803',
    TDR,
    'Asia/Tokyo',
  ),
]);

function park(
  slug: string,
  name: string,
  entityId: string,
  destination: { id: string; name: string },
  timezone: string,
): KnownPark {
  return Object.freeze({ slug, name, entityId, destination, timezone });
}

const BY_SLUG = new Map(KNOWN_PARKS.map((p) => [p.slug, p]));

export function knownParkBySlug(slug: string): KnownPark | undefined {
  return BY_SLUG.get(slug);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUpstreamId = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value.trim());
