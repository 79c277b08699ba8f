import { DemoThemePark } from './demo-types';

const WDW = {
  parent_company: 'The Walt Disney Company',
  destination: 'Walt Disney World Resort',
  city: 'Lake Buena Vista',
  state_province: 'Florida',
  country: 'United States',
  timezone: 'America/New_York',
  website_url: 'https://disneyworld.disney.go.com',
  admission_price_from: '119.00',
  currency: 'USD',
};
const DLR = {
  parent_company: 'The Walt Disney Company',
  destination: 'Disneyland Resort',
  city: 'Anaheim',
  state_province: 'California',
  country: 'United States',
  timezone: 'America/Los_Angeles',
  website_url: 'https://disneyland.disney.go.com',
  admission_price_from: '104.00',
  currency: 'USD',
};
const UOR = {
  parent_company: 'Comcast NBCUniversal',
  destination: 'Universal Orlando Resort',
  city: 'Orlando',
  state_province: 'Florida',
  country: 'United States',
  timezone: 'America/New_York',
  website_url: 'https://www.universalorlando.com',
  admission_price_from: '119.00',
  currency: 'USD',
};
const DLP = {
  parent_company: 'The Walt Disney Company',
  destination: 'Disneyland Paris',
  city: 'Marne-la-Vallée',
  state_province: 'Île-de-France',
  country: 'France',
  timezone: 'Europe/Paris',
  website_url: 'https://www.disneylandparis.com',
  admission_price_from: '62.00',
  currency: 'EUR',
};
const TDR = {
  parent_company: 'Oriental Land Company',
  destination: 'Tokyo Disney Resort',
  city: 'Urayasu',
  state_province: 'Chiba',
  country: 'Japan',
  timezone: 'Asia/Tokyo',
  website_url: 'https://www.tokyodisneyresort.jp',
  admission_price_from: '7900.00',
  currency: 'JPY',
};

/** The parks of the upstream known-parks table, with its entity ids and their real time zones. */
export const THEME_PARKS: DemoThemePark[] = [
  {
    ...WDW,
    name: 'Magic Kingdom Park',
    slug: 'magic-kingdom',
    upstream_entity_id: '75ea578a-adc8-4116-a54d-dccb60765ef9',
    latitude: '28.417663',
    longitude: '-81.581212',
    opening_year: 1971,
    annual_visitors: 17720000,
    description:
      'The most visited theme park in the world: Cinderella Castle, Space Mountain, the Haunted ' +
      'Mansion and TRON Lightcycle / Run across six lands.',
  },
  {
    ...WDW,
    name: 'EPCOT',
    slug: 'epcot',
    upstream_entity_id: '47f90d2c-e191-4239-a466-5892ef59a88b',
    latitude: '28.374694',
    longitude: '-81.549404',
    opening_year: 1982,
    annual_visitors: 12020000,
    description:
      'Opened as EPCOT Center in 1982: Spaceship Earth, Guardians of the Galaxy: Cosmic Rewind ' +
      'and the World Showcase pavilions of eleven nations around the lagoon, with festivals all year.',
  },
  {
    ...WDW,
    name: "Disney's Hollywood Studios",
    slug: 'hollywood-studios',
    upstream_entity_id: '288747d1-8b4f-4a64-867e-ea7c9b27bad8',
    latitude: '28.357529',
    longitude: '-81.558271',
    opening_year: 1989,
    annual_visitors: 10270000,
    description:
      'Star Wars: Galaxy’s Edge, Toy Story Land, the Twilight Zone Tower of Terror and the ' +
      'Rock ’n’ Roller Coaster. Opened as Disney-MGM Studios.',
  },
  {
    ...WDW,
    name: "Disney's Animal Kingdom",
    slug: 'animal-kingdom',
    upstream_entity_id: '1c84a229-8862-4648-9c71-378ddd2c7693',
    latitude: '28.359719',
    longitude: '-81.591313',
    opening_year: 1998,
    annual_visitors: 9020000,
    description:
      'Pandora – The World of Avatar, Kilimanjaro Safaris and Expedition Everest around the Tree of Life.',
  },
  {
    ...DLR,
    name: 'Disneyland Park',
    slug: 'disneyland',
    upstream_entity_id: '7340550b-c14d-4def-80bb-acdb51d49a66',
    latitude: '33.812092',
    longitude: '-117.918974',
    opening_year: 1955,
    annual_visitors: 17250000,
    description:
      'Walt Disney’s original park: Sleeping Beauty Castle, the Matterhorn Bobsleds and ' +
      'Indiana Jones Adventure.',
  },
  {
    ...DLR,
    name: 'Disney California Adventure',
    slug: 'disney-california-adventure',
    upstream_entity_id: '832fcd51-ea19-4e77-85c7-75d5843b127c',
    latitude: '33.805992',
    longitude: '-117.919061',
    opening_year: 2001,
    annual_visitors: 10000000,
    description:
      'Cars Land, Avengers Campus, Pixar Pier and the Incredicoaster, across the esplanade from Disneyland.',
  },
  {
    ...UOR,
    name: 'Universal Studios Florida',
    slug: 'universal-studios-florida',
    upstream_entity_id: 'eb3f4560-2383-4a36-9152-6b3e5ed6bc57',
    latitude: '28.474320',
    longitude: '-81.467819',
    opening_year: 1990,
    annual_visitors: 9750000,
    description:
      'Diagon Alley with Harry Potter and the Escape from Gringotts, the Hogwarts Express and ' +
      'Revenge of the Mummy; home of Halloween Horror Nights.',
  },
  {
    ...UOR,
    name: "Universal's Islands of Adventure",
    slug: 'islands-of-adventure',
    upstream_entity_id: '267615cc-8943-4c2a-ae2c-5da728ca591f',
    latitude: '28.471160',
    longitude: '-81.471400',
    opening_year: 1999,
    annual_visitors: 11000000,
    description:
      'Hogsmeade and Hagrid’s Magical Creatures Motorbike Adventure, the Jurassic World ' +
      'VelociCoaster and The Incredible Hulk Coaster.',
  },
  {
    ...UOR,
    name: 'Universal Epic Universe',
    slug: 'epic-universe',
    upstream_entity_id: '12dbb85b-265f-44e6-bccf-f1faa17211fc',
    latitude: '28.426850',
    longitude: '-81.445270',
    opening_year: 2025,
    annual_visitors: 8000000,
    description:
      'Five worlds through the Celestial Park portals: Super Nintendo World, the Wizarding World ' +
      '– Ministry of Magic, How to Train Your Dragon – Isle of Berk and Dark Universe.',
  },
  {
    ...UOR,
    destination: 'Universal Studios',
    name: 'Universal Studios Hollywood',
    slug: 'universal-studios-hollywood',
    upstream_entity_id: 'bc4005c5-8c7e-41d7-b349-cdddf1796427',
    city: 'Universal City',
    state_province: 'California',
    timezone: 'America/Los_Angeles',
    website_url: 'https://www.universalstudioshollywood.com',
    latitude: '34.138117',
    longitude: '-118.353378',
    opening_year: 1964,
    annual_visitors: 8900000,
    admission_price_from: '109.00',
    description:
      'The Studio Tour through working backlots, Super Nintendo World and Jurassic World – The Ride.',
  },
  {
    name: 'SeaWorld Orlando',
    slug: 'seaworld-orlando',
    parent_company: 'United Parks & Resorts',
    destination: 'SeaWorld Orlando',
    upstream_entity_id: '27d64dee-d85e-48dc-ad6d-8077445cd946',
    city: 'Orlando',
    state_province: 'Florida',
    country: 'United States',
    latitude: '28.411366',
    longitude: '-81.461879',
    timezone: 'America/New_York',
    opening_year: 1973,
    website_url: 'https://seaworld.com/orlando',
    admission_price_from: '89.00',
    currency: 'USD',
    annual_visitors: 4500000,
    description: 'Marine-life park with Mako, Manta, Pipeline: The Surf Coaster and Penguin Trek.',
  },
  {
    ...DLP,
    name: 'Disneyland Park (Paris)',
    slug: 'disneyland-paris',
    upstream_entity_id: 'dae968d5-630d-4719-8b06-3d107e944401',
    latitude: '48.872234',
    longitude: '2.775808',
    opening_year: 1992,
    annual_visitors: 9930000,
    description:
      'Le Château de la Belle au Bois Dormant, Phantom Manor and Big Thunder Mountain on its island. ' +
      'Opened as Euro Disneyland.',
  },
  {
    ...DLP,
    name: 'Disney Adventure World',
    slug: 'disney-adventure-world',
    upstream_entity_id: 'ca888437-ebb4-4d50-aed2-d227f7096968',
    latitude: '48.868230',
    longitude: '2.780864',
    opening_year: 2002,
    annual_visitors: 5300000,
    description:
      'Formerly Walt Disney Studios Park: World of Frozen, Avengers Campus and Crush’s Coaster.',
  },
  {
    ...TDR,
    name: 'Tokyo Disneyland',
    slug: 'tokyo-disneyland',
    upstream_entity_id: '3cc919f1-d16d-43e0-8c3f-1dd269bd1a42',
    latitude: '35.632896',
    longitude: '139.880394',
    opening_year: 1983,
    annual_visitors: 15100000,
    description:
      'The first Disney park outside the US: Enchanted Tale of Beauty and the Beast and Pooh’s Hunny Hunt.',
  },
  {
    ...TDR,
    name: 'Tokyo DisneySea',
    slug: 'tokyo-disneysea',
    upstream_entity_id: '67b290d5-3478-4f23-b601-2f8fb71ba803',
    latitude: '35.626701',
    longitude: '139.885003',
    opening_year: 2001,
    annual_visitors: 12400000,
    description:
      'Nautical ports around Mount Prometheus, Fantasy Springs and Journey to the Center of the Earth.',
  },
];
