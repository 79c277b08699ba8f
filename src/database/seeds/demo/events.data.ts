import { DemoEvent } from './demo-types';

export const EVENTS: DemoEvent[] = [
  {
    name: 'EPCOT International Food & Wine Festival',
    slug: 'epcot-food-and-wine-festival',
    theme_park: 'epcot',
    starts: '08-28',
    ends: '11-22',
    currency: 'USD',
    description:
      'Global Marketplace booths around World Showcase, Eat to the Beat concerts and culinary demonstrations.',
    sessions: [
      { day: 0, starts: '11:00', ends: '21:00', label: 'Opening day' },
      { day: 1, starts: '17:30', ends: '18:00', label: 'Eat to the Beat concert' },
      { day: 2, starts: '19:00', ends: '21:00', label: 'Party for the Senses' },
    ],
  },
  {
    name: "Mickey's Very Merry Christmas Party",
    slug: 'mickeys-very-merry-christmas-party',
    theme_park: 'magic-kingdom',
    starts: '11-07',
    ends: '12-19',
    ticket_price: '159.00',
    currency: 'USD',
    description:
      'Separate-ticket evenings: Once Upon a Christmastime Parade, Minnie’s Wonderful Christmastime ' +
      'Fireworks, cookies and cocoa.',
    sessions: [
      { day: 0, starts: '19:00', ends: '00:00', label: 'Party night' },
      { day: 4, starts: '19:00', ends: '00:00', label: 'Party night' },
      { day: 7, starts: '19:00', ends: '00:00', label: 'Party night' },
    ],
  },
  {
    name: 'Halloween Horror Nights',
    slug: 'halloween-horror-nights-orlando',
    theme_park: 'universal-studios-florida',
    starts: '08-29',
    ends: '11-02',
    ticket_price: '79.99',
    currency: 'USD',
    description: 'Haunted houses, scare zones and live shows after dark, on select nights.',
    sessions: [
      { day: 0, starts: '18:30', ends: '02:00', label: 'Opening night' },
      { day: 1, starts: '18:30', ends: '01:00', label: 'Event night' },
    ],
  },
  {
    name: 'EPCOT International Flower & Garden Festival',
    slug: 'epcot-flower-and-garden-festival',
    theme_park: 'epcot',
    starts: '03-04',
    ends: '06-02',
    currency: 'USD',
    description: 'Character topiaries, outdoor kitchens and the Garden Rocks concert series.',
    sessions: [{ day: 0, starts: '10:00', ends: '21:00', label: 'Opening day' }],
  },
  {
    name: 'Lunar New Year Celebration',
    slug: 'dca-lunar-new-year',
    theme_park: 'disney-california-adventure',
    starts: '01-24',
    ends: '02-23',
    currency: 'USD',
    description:
      'Mulan’s Lunar New Year Procession, marketplaces and festive food at Disney California Adventure.',
    sessions: [{ day: 0, starts: '12:00', ends: '12:30', label: 'Mulan’s procession' }],
  },
  {
    name: 'Seven Seas Food Festival',
    slug: 'seaworld-seven-seas-food-festival',
    theme_park: 'seaworld-orlando',
    starts: '02-06',
    ends: '05-10',
    currency: 'USD',
    description: 'Food from around the world and Saturday concerts at the Bayside Stadium.',
    sessions: [{ day: 1, starts: '19:00', ends: '20:30', label: 'Concert' }],
  },
];
