import { DemoCategory, DemoGuide, DemoVideo } from './demo-types';

export const CATEGORIES: DemoCategory[] = [
  {
    name: 'Walt Disney World',
    slug: 'walt-disney-world',
    description: 'The four parks, resorts and dining of Walt Disney World in Florida.',
    items: [
      'theme_park:magic-kingdom',
      'theme_park:epcot',
      'theme_park:hollywood-studios',
      'theme_park:animal-kingdom',
      'resort:grand-floridian',
      'resort:polynesian-village',
    ],
  },
  {
    name: 'Universal Orlando',
    slug: 'universal-orlando',
    description: 'Universal Studios Florida, Islands of Adventure and Epic Universe.',
    items: [
      'theme_park:universal-studios-florida',
      'theme_park:islands-of-adventure',
      'theme_park:epic-universe',
    ],
  },
  {
    name: 'Thrill Rides',
    slug: 'thrill-rides',
    description: 'The fastest, tallest and wildest coasters and drops.',
    items: [
      'attraction:jurassic-world-velocicoaster',
      'attraction:tron-lightcycle-run',
      'attraction:guardians-of-the-galaxy-cosmic-rewind',
      'attraction:incredible-hulk-coaster',
      'attraction:mako',
      'attraction:tower-of-terror',
    ],
  },
  {
    name: 'Caribbean Cruises',
    slug: 'caribbean-cruises',
    description: 'Ships, ports and itineraries of the Caribbean and the Bahamas.',
    items: [
      'ship:icon-of-the-seas',
      'ship:disney-wish',
      'ship:mardi-gras',
      'port:cococay',
      'port:castaway-cay',
      'itinerary:rci-7-night-eastern-caribbean-miami',
    ],
  },
  {
    name: 'Alaska Cruises',
    slug: 'alaska-cruises',
    description: 'Glaciers, whales and Gold Rush towns of the Inside Passage.',
    items: ['ship:norwegian-encore', 'port:juneau', 'port:skagway', 'port:ketchikan'],
  },
  {
    name: 'Family Travel',
    slug: 'family-travel',
    description: 'Trips that work for toddlers, teens and grandparents alike.',
    items: ['cruise_line:disney-cruise-line', 'attraction:seven-dwarfs-mine-train'],
  },
  {
    name: 'Food & Dining',
    slug: 'food-and-dining',
    description: 'Where to eat in the parks and at sea, and the festivals worth planning for.',
    items: [
      'dining_location:space-220',
      'dining_location:be-our-guest',
      'dining_location:remy-disney-fantasy',
      'special_event:epcot-food-and-wine-festival',
    ],
  },
];

export const GUIDES: DemoGuide[] = [
  {
    title: 'Combining a Walt Disney World Vacation with a Disney Cruise',
    slug: 'disney-world-and-disney-cruise',
    summary: 'How to pair park days in Orlando with a Bahamian cruise from Port Canaveral.',
    author: 'Maria Lopez',
    published_days_ago: 40,
    categories: ['walt-disney-world', 'caribbean-cruises', 'family-travel'],
    related: [
      'theme_park:magic-kingdom',
      'port:port-canaveral',
      'ship:disney-wish',
      'port:castaway-cay',
    ],
    body: `## Why pair them

Port Canaveral is about an hour from Walt Disney World, so a **land and sea** trip needs no extra
flight. Most families do three or four park days first, then a 3- or 4-night Bahamian cruise.

## Planning the park days

1. Start with **Magic Kingdom** while everyone is fresh.
2. Do **EPCOT** on a festival day: Food & Wine runs from late summer to November.
3. Keep **Hollywood Studios** for the older kids: Rise of the Resistance and Slinky Dog Dash.

## Getting to the port

Disney no longer runs a regular shuttle from the resorts; book a car service or rent a car one
way from Orlando airport. Check-in opens around 11:00; arrive by 13:30.

## At sea

On the Disney Wish, book **Arendelle** for a night, and keep the Castaway Cay day free for the
beach. Pirate Night is on the last full day at sea.`,
  },
  {
    title: 'Universal Orlando in Three Days: Epic Universe, Islands of Adventure and Studios',
    slug: 'universal-orlando-three-days',
    summary: 'A day-by-day plan for the three Universal parks, Express passes and early entry.',
    author: 'James Carter',
    published_days_ago: 20,
    categories: ['universal-orlando', 'thrill-rides'],
    related: [
      'theme_park:epic-universe',
      'theme_park:islands-of-adventure',
      'resort:hard-rock-hotel-orlando',
    ],
    body: `## Day 1: Epic Universe

Arrive before opening and head straight to **Super Nintendo World** for Mario Kart, then
Stardust Racers in Celestial Park while the line is short.

## Day 2: Islands of Adventure

Rope-drop **Hagrid's Magical Creatures Motorbike Adventure**; ride the **VelociCoaster** at
night, when the launch over the lagoon is at its best.

## Day 3: Universal Studios Florida

Take the Hogwarts Express from Hogsmeade to King's Cross (a park-to-park ticket is needed),
then Escape from Gringotts and Revenge of the Mummy.

## Express or not

Staying at a Premier hotel such as the Hard Rock Hotel includes **Express Unlimited** at
Studios and Islands of Adventure, which often pays for itself.`,
  },
  {
    title: 'Your First Alaska Cruise: When to Go and What to Pack',
    slug: 'first-alaska-cruise',
    summary: 'Months, ports, glaciers and layers: everything for a first Inside Passage cruise.',
    author: 'Erik Johansson',
    published_days_ago: 65,
    categories: ['alaska-cruises'],
    related: [
      'itinerary:ncl-7-night-alaska-seattle',
      'port:juneau',
      'port:skagway',
      'port:ketchikan',
    ],
    body: `## When to go

The season runs from May to September. **June and July** are the warmest and longest days;
May and September are cheaper and quieter, with more rain.

## Ports

- **Juneau**: the Mendenhall Glacier and whale watching in Auke Bay.
- **Skagway**: the White Pass & Yukon Route railway.
- **Ketchikan**: totem poles, Creek Street and salmon.

## Glacier day

Ships sail into Glacier Bay or Tracy Arm on a scenic day. Bring binoculars and stand on the
bow early: rangers come aboard to narrate the calving glaciers.

## Packing

Warm layers, a waterproof jacket, waterproof shoes and a warm hat, even in July.`,
  },
  {
    title: 'The Best Thrill Rides in Orlando, Ranked',
    slug: 'best-thrill-rides-orlando',
    summary: 'From the VelociCoaster to TRON: the coasters and drops that are worth the wait.',
    author: 'James Carter',
    published_days_ago: 10,
    categories: ['thrill-rides', 'universal-orlando', 'walt-disney-world'],
    body: `## 1. Jurassic World VelociCoaster

Two launches, a 155-foot top hat and a zero-g stall: the best coaster in Florida.

## 2. Guardians of the Galaxy: Cosmic Rewind

A rotating story coaster at EPCOT with a reverse launch and a different song each ride.

## 3. The Incredible Hulk Coaster

The launch up into a zero-g roll still surprises.

## 4. Mako

SeaWorld's hypercoaster has the most airtime in Orlando.

## 5. TRON Lightcycle / Run

Short, but the launch and the lightcycle seats are unique.

Height limits range from 107 cm (Cosmic Rewind) to 137 cm (Hulk and Mako); most have a
**rider switch** so parents can take turns.`,
  },
  {
    title: 'Icon of the Seas: What Is on the Largest Cruise Ship in the World',
    slug: 'icon-of-the-seas-guide',
    summary: 'Neighbourhoods, water park, dining and which cabins to book on Icon of the Seas.',
    author: 'Maria Lopez',
    published_days_ago: 5,
    categories: ['caribbean-cruises', 'family-travel'],
    related: ['ship:icon-of-the-seas', 'port:cococay'],
    body: `## Eight neighbourhoods

**Thrill Island** has Category 6, the largest water park at sea, with six slides. **Surfside**
is made for young families. **Central Park** and the **AquaDome** are quieter.

## Dining

The included Main Dining Room is good; book **Empire Supper Club** for a special night.

## Cabins

Surfside family suites sleep six; the Ultimate Family Townhouse has its own slide.

## Itineraries

Seven-night Eastern and Western Caribbean cruises from Miami, always with a Perfect Day at
CocoCay.`,
  },
  {
    title: 'Draft: Tokyo Disney Resort on a Budget',
    slug: 'tokyo-disney-budget-draft',
    summary: 'Unpublished draft.',
    author: 'Aiko Tanaka',
    published_days_ago: -1,
    categories: [],
    body: 'Work in progress: Tokyo DisneySea tickets, Fantasy Springs and budget hotels.',
  },
];

export const VIDEOS: DemoVideo[] = [
  {
    title: 'Jurassic World VelociCoaster Front-Row POV',
    slug: 'velocicoaster-front-row-pov',
    provider: 'youtube',
    embed_id: 'dQ8eJ7mQ6lA',
    duration_seconds: 142,
    description: 'Both launches and the top hat from the front row at Islands of Adventure.',
    published_days_ago: 30,
    categories: ['thrill-rides', 'universal-orlando'],
  },
  {
    title: 'Icon of the Seas Full Ship Tour',
    slug: 'icon-of-the-seas-ship-tour',
    provider: 'youtube',
    embed_id: 'k3Yw9mC2pQx',
    duration_seconds: 1865,
    description: 'Every neighbourhood of the largest cruise ship in the world, deck by deck.',
    published_days_ago: 12,
    categories: ['caribbean-cruises'],
  },
  {
    title: 'EPCOT Food & Wine Festival Booth Tour',
    slug: 'epcot-food-and-wine-booth-tour',
    provider: 'youtube',
    embed_id: 'Zr7nB4tLw0c',
    duration_seconds: 1320,
    description: 'Tasting our way around World Showcase, with prices and favourites.',
    published_days_ago: 50,
    categories: ['food-and-dining', 'walt-disney-world'],
  },
  {
    title: 'Glacier Bay from the Bow',
    slug: 'glacier-bay-from-the-bow',
    provider: 'vimeo',
    embed_id: '845123907',
    duration_seconds: 610,
    description: 'Calving glaciers and harbour seals on an Inside Passage scenic cruising day.',
    published_days_ago: 80,
    categories: ['alaska-cruises'],
  },
  {
    title: 'Disney Wish Arendelle Dinner Show (coming soon)',
    slug: 'disney-wish-arendelle-preview',
    provider: 'youtube',
    embed_id: 'pW2sX8vNq5e',
    duration_seconds: 480,
    description: 'Unpublished: the Frozen dinner show on the Disney Wish.',
    published_days_ago: -1,
    categories: [],
  },
];
