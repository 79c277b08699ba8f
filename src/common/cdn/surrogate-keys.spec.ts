import { ANY_TABLE } from '../cache/response-cache';
import { answerKeys, changeKeys } from './surrogate-keys';

const ID = '5f0c2b9e-8d7a-4c1e-9b3f-2a6d4e8c1f00';

describe('surrogate keys', () => {
  it('a change purges its record key, its list key and the catalogue key', () => {
    expect(changeKeys('ship', ID)).toEqual([`ship:${ID}`, 'ships', 'catalogue']);
    expect(changeKeys('media', ID)).toEqual([`media:${ID}`, 'media_assets', 'catalogue']);
  });

  it('a list names the list key of every table it reads, children under their parent', () => {
    expect(
      answerKeys({
        tables: ['itineraries', 'cruise_lines', 'ports', 'itinerary_stops'],
        detail: false,
        includes: false,
        body: { data: [] },
      }),
    ).toEqual(['itineraries', 'cruise_lines', 'ports']);
  });

  it('a detail names its record in place of its own list, and the lists it embeds', () => {
    expect(
      answerKeys({
        tables: ['ships', 'cruise_lines', 'dry_docks', 'media_assets', 'ship_gallery_images'],
        detail: true,
        includes: false,
        body: { data: { id: ID } },
      }),
    ).toEqual([`ship:${ID}`, 'cruise_lines', 'dry_docks', 'media_assets']);
  });

  it('a detail with ?include= keeps its own list key: an include may embed siblings', () => {
    expect(
      answerKeys({
        tables: ['ships', 'cruise_lines'],
        detail: true,
        includes: true,
        body: { data: { id: ID } },
      }),
    ).toEqual(['ships', 'cruise_lines']);
  });

  it('names the tables an include may read only when the request asks for an include', () => {
    const read = {
      tables: ['cruise_lines', 'media_assets'],
      includeTables: ['ships', 'itineraries'],
      detail: true,
      body: { data: { id: ID } },
    };
    expect(answerKeys({ ...read, includes: false })).toEqual([`cruise_line:${ID}`, 'media_assets']);
    expect(answerKeys({ ...read, includes: true })).toEqual([
      'cruise_lines',
      'media_assets',
      'ships',
      'itineraries',
    ]);
  });

  it('an answer read from any table, or from a table no resource owns, names the catalogue key', () => {
    const read = { detail: true, includes: false, body: { data: { id: ID } } };
    expect(answerKeys({ ...read, tables: [ANY_TABLE] })).toEqual(['catalogue']);
    expect(answerKeys({ ...read, tables: ['ships', 'unknown_table'] })).toEqual([
      `ship:${ID}`,
      'catalogue',
    ]);
  });

  it('every key an answer can carry is purged by the change of a record it reads', () => {
    const answer = answerKeys({
      tables: [
        'dining_locations',
        'theme_parks',
        'resorts',
        'ships',
        'cruise_lines',
        'media_assets',
      ],
      detail: true,
      includes: false,
      body: { data: { id: ID } },
    });
    for (const [resource, id] of [
      ['dining_location', ID],
      ['theme_park', 'x'],
      ['resort', 'x'],
      ['ship', 'x'],
      ['cruise_line', 'x'],
      ['media', 'x'],
    ])
      expect(changeKeys(resource, id).some((key) => answer.includes(key))).toBe(true);
  });
});
