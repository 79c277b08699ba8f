import { DemoCruiseLine } from './demo-types';

export const CRUISE_LINES: DemoCruiseLine[] = [
  {
    name: 'Royal Caribbean International',
    slug: 'royal-caribbean',
    description:
      'The line of the largest ships at sea: the Oasis and Icon classes bring water parks, ' +
      'surf simulators, zip lines and Broadway-style shows to the Caribbean, Alaska and Europe.',
    website_url: 'https://www.royalcaribbean.com',
    headquarters: 'Miami, Florida',
    founded_year: 1968,
  },
  {
    name: 'Disney Cruise Line',
    slug: 'disney-cruise-line',
    description:
      'Family cruises with rotational dining, Disney, Pixar, Marvel and Star Wars entertainment ' +
      'and two private destinations in the Bahamas: Castaway Cay and Lookout Cay at Lighthouse Point.',
    website_url: 'https://disneycruise.disney.go.com',
    headquarters: 'Celebration, Florida',
    founded_year: 1995,
  },
  {
    name: 'Carnival Cruise Line',
    slug: 'carnival',
    description:
      'The "Fun Ships": short and week-long casual cruises from more US homeports than any ' +
      'other line, home of BOLT, the first roller coaster at sea.',
    website_url: 'https://www.carnival.com',
    headquarters: 'Miami, Florida',
    founded_year: 1972,
  },
  {
    name: 'Norwegian Cruise Line',
    slug: 'norwegian-cruise-line',
    description:
      'Freestyle Cruising: no fixed dining times or dress codes, go-kart tracks on deck and ' +
      'year-round Alaska, Caribbean and Mediterranean itineraries.',
    website_url: 'https://www.ncl.com',
    headquarters: 'Miami, Florida',
    founded_year: 1966,
  },
  {
    name: 'Celebrity Cruises',
    slug: 'celebrity-cruises',
    description:
      'Modern-luxury cruising: the Edge class with its cantilevered Magic Carpet, resort decks ' +
      'and restaurants by Michelin-starred chefs.',
    website_url: 'https://www.celebritycruises.com',
    headquarters: 'Miami, Florida',
    founded_year: 1988,
  },
  {
    name: 'MSC Cruises',
    slug: 'msc-cruises',
    description:
      'The Swiss-Italian line of the Mediterranean, with the MSC Yacht Club ship-within-a-ship ' +
      'and its private island Ocean Cay in the Bahamas.',
    website_url: 'https://www.msccruises.com',
    headquarters: 'Geneva, Switzerland',
    founded_year: 1989,
  },
  {
    name: 'Cunard',
    slug: 'cunard',
    description:
      'The British line of ocean liners since 1840: Queen Mary 2 sails the only regular ' +
      'transatlantic crossing between Southampton and New York.',
    website_url: 'https://www.cunard.com',
    headquarters: 'Southampton, United Kingdom',
    founded_year: 1840,
  },
];
